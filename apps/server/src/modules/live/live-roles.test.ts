import type { RoleShares } from '@riftscope/contracts';
import type { CurrentGameInfoDto, CurrentGameParticipantDto } from '@riftscope/riot/schemas';
import { describe, expect, it, vi } from 'vitest';
import type { ScoutingGameRow } from '../riot-data/scouting.repository.ts';
import {
  CHAMPION_ROLES_CACHE_MS,
  canInferRoles,
  championShares,
  createChampionRoleShares,
  lobbyRoles,
} from './live-roles.ts';

const FLASH = 4;
const SMITE = 11;
const TELEPORT = 12;

const seat = (
  teamId: number,
  puuid: string | null,
  championId: number,
  spells: [number, number] = [FLASH, TELEPORT],
): CurrentGameParticipantDto => ({
  puuid,
  teamId,
  spell1Id: spells[0],
  spell2Id: spells[1],
  championId,
  profileIconId: 1,
  bot: puuid === null,
  gameCustomizationObjects: [],
});

/** Champions 1–5 each played in one lane by the aggregates: top, jungle, middle, bottom, support. */
const LANE_OF = new Map<number, RoleShares>([
  [1, { TOP: 1 }],
  [2, { JUNGLE: 1 }],
  [3, { MIDDLE: 1 }],
  [4, { CARRY: 1 }],
  [5, { SUPPORT: 1 }],
]);

const game = (participants: CurrentGameParticipantDto[], mapId = 11): CurrentGameInfoDto => ({
  gameId: 1,
  gameType: 'MATCHED',
  gameStartTime: 0,
  mapId,
  gameLength: 0,
  platformId: 'EUW1',
  gameMode: 'CLASSIC',
  bannedChampions: [],
  gameQueueConfigId: 420,
  observers: { encryptionKey: 'x' },
  participants,
});

/** Blue plays champions 5, 4, 3, 2, 1 in Riot's order, red 1–5; red's last is a bot. */
const tenOf = () =>
  game([
    ...[5, 4, 3, 2, 1].map((c) => seat(100, `b${c}`, c)),
    ...[1, 2, 3, 4].map((c) => seat(200, `r${c}`, c)),
    seat(200, null, 5),
  ]);

describe('canInferRoles', () => {
  it("infers on Summoner's Rift with five a side, bots included", () => {
    expect(canInferRoles(tenOf())).toBe(true);
  });

  it('does not on another map, with another team size, or with a player listed without a PUUID who is no bot', () => {
    expect(canInferRoles({ ...tenOf(), mapId: 12 })).toBe(false);
    expect(canInferRoles(game(tenOf().participants.slice(0, 9)))).toBe(false);
    const hidden = tenOf().participants.map((p, i) => (i === 0 ? { ...p, puuid: null } : p));
    expect(canInferRoles(game(hidden))).toBe(false);
    const bots = [1, 2, 3].map((c) => seat(200, null, c));
    expect(canInferRoles(game([...tenOf().participants.slice(0, 5), ...bots]))).toBe(false);
  });
});

describe('championShares', () => {
  it("divides each role's games by the champion's games, the roleless ones included", () => {
    const shares = championShares(
      new Map([
        ['TOP', 30],
        ['MIDDLE', 60],
        ['', 10],
      ]),
    );
    expect(shares).toEqual({ TOP: 0.3, JUNGLE: 0, MIDDLE: 0.6, CARRY: 0, SUPPORT: 0 });
  });

  it('knows nothing of a champion without games', () => {
    expect(championShares(undefined)).toEqual({});
    expect(championShares(new Map([['TOP', 0]]))).toEqual({});
  });
});

const games = (role: string, count: number): ScoutingGameRow[] =>
  Array.from({ length: count }, (_, i) => ({ role, gameCreation: i }) as ScoutingGameRow);

describe('lobbyRoles', () => {
  it("gives each team's players the lanes of their champions, in Riot's order", () => {
    expect(lobbyRoles(tenOf(), LANE_OF, new Map())).toEqual([
      ...['SUPPORT', 'CARRY', 'MIDDLE', 'JUNGLE', 'TOP'],
      ...['TOP', 'JUNGLE', 'MIDDLE', 'CARRY', 'SUPPORT'],
    ]);
  });

  it('makes the Smite player the jungler whatever their champion, and reads the players’ own games', () => {
    const participants = tenOf().participants.map((p) =>
      p.puuid === 'b5' ? { ...p, spell2Id: SMITE } : p,
    );
    // b2, on a jungle champion without Smite, has played only support lately.
    const history = new Map([['b2', games('SUPPORT', 10)]]);
    const roles = lobbyRoles(game(participants), LANE_OF, history);
    expect(roles?.slice(0, 5)).toEqual(['JUNGLE', 'CARRY', 'MIDDLE', 'SUPPORT', 'TOP']);
    // Without those games, b2 still goes where the jungle champion fits best of what is left.
    expect(lobbyRoles(game(participants), LANE_OF, new Map())?.[0]).toBe('JUNGLE');
  });

  it('infers none where roles are not inferred', () => {
    expect(lobbyRoles({ ...tenOf(), mapId: 12 }, LANE_OF, new Map())).toBeNull();
  });
});

describe('createChampionRoleShares', () => {
  it("reads every champion's shares in one statement, keeps them a while, and reads again for a champion it does not hold", async () => {
    let now = 0;
    const championRoleGames = vi.fn(async (_queueId: number, ids: readonly number[]) => {
      return new Map(ids.map((id) => [id, new Map([['TOP', id]])]));
    });
    const sharesOf = createChampionRoleShares({
      scouting: { championRoleGames },
      champions: () => [1, 2, 3],
      now: () => now,
    });
    const top = { TOP: 1, JUNGLE: 0, MIDDLE: 0, CARRY: 0, SUPPORT: 0 };
    const [first] = await Promise.all([sharesOf([1, 2]), sharesOf([3])]);
    expect(first).toEqual(new Map([1, 2, 3].map((id) => [id, top])));
    expect(championRoleGames).toHaveBeenCalledTimes(1);
    expect(championRoleGames).toHaveBeenLastCalledWith(420, [1, 2, 3]);
    await sharesOf([3, 1]);
    expect(championRoleGames).toHaveBeenCalledTimes(1);
    // A champion the game data did not know yet.
    expect((await sharesOf([1, 999])).get(999)).toEqual(top);
    expect(championRoleGames).toHaveBeenLastCalledWith(420, [1, 2, 3, 999]);
    now += CHAMPION_ROLES_CACHE_MS;
    await sharesOf([1]);
    expect(championRoleGames).toHaveBeenCalledTimes(3);
  });
});

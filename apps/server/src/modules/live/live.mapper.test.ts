import { loadDataDragon } from '@riftscope/riot/ddragon';
import type { CurrentGameInfoDto } from '@riftscope/riot/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import { createGameDataMapper, type GameDataMapper } from '../riot-data/game-data.mapper.ts';
import { type LiveFacts, liveRunePage, rankOf, teamsOf, toLiveGame } from './live.mapper.ts';

const entry = (queueType: string, tier = 'GOLD', rank = 'II') => ({
  queueType,
  tier,
  rank,
  leaguePoints: 40,
  wins: 10,
  losses: 8,
});

describe('rankOf', () => {
  it('prefers solo queue, then flex, then nothing', () => {
    expect(rankOf([entry('RANKED_FLEX_SR', 'SILVER'), entry('RANKED_SOLO_5x5')])).toMatchObject({
      queue_type: 'RANKED_SOLO_5x5',
      tier: 'GOLD',
    });
    expect(rankOf([entry('RANKED_FLEX_SR', 'SILVER')])).toMatchObject({
      queue_type: 'RANKED_FLEX_SR',
    });
    expect(rankOf([])).toBeNull();
  });

  it('drops entries the contract cannot carry, such as Arena’s or an unknown tier', () => {
    expect(rankOf([{ queueType: 'CHERRY', leaguePoints: 0, wins: 3, losses: 1 }])).toBeNull();
    expect(rankOf([entry('RANKED_SOLO_5x5', 'WOOD'), entry('RANKED_FLEX_SR')])).toMatchObject({
      queue_type: 'RANKED_FLEX_SR',
    });
  });
});

describe('toLiveGame', () => {
  let game: GameDataMapper;
  beforeAll(async () => {
    game = createGameDataMapper(await loadDataDragon({ dir: TEST_DDRAGON_DIR }));
  });

  const participant = (teamId: number, puuid: string | null, riotId?: string) => ({
    puuid,
    ...(riotId ? { riotId } : {}),
    teamId,
    spell1Id: 4,
    spell2Id: 14,
    championId: 103,
    profileIconId: 1,
    bot: puuid === null,
    gameCustomizationObjects: [],
    perks: { perkIds: [8112, 8139], perkStyle: 8100, perkSubStyle: 8300 },
  });
  const live: CurrentGameInfoDto = {
    gameId: 1,
    gameType: 'MATCHED',
    gameStartTime: 0,
    mapId: 11,
    gameLength: 0,
    platformId: 'EUW1',
    gameMode: 'CLASSIC',
    // Out of pick-turn order, with a skipped ban (Riot's -1).
    bannedChampions: [
      { championId: 238, teamId: 200, pickTurn: 6 },
      { championId: -1, teamId: 100, pickTurn: 2 },
      { championId: 157, teamId: 100, pickTurn: 1 },
    ],
    gameQueueConfigId: 420,
    observers: { encryptionKey: 'x' },
    participants: [participant(100, 'blue-1', 'Blue One#EUW'), participant(200, null, 'Annie Bot')],
  };

  const facts = (overrides: Partial<LiveFacts> = {}): LiveFacts => ({
    ranks: new Map(),
    season: 2026,
    championGames: new Map(),
    premades: new Map(),
    formQueue: 'solo',
    forms: new Map(),
    notes: new Map(),
    roles: null,
    ...overrides,
  });

  it('splits the teams, names the Riot ID parts and gives bots no summoner', () => {
    const ranks = new Map([['blue-1', rankOf([entry('RANKED_SOLO_5x5')])]]);
    const shown = toLiveGame(live, 'euw1', facts({ ranks }), game);
    expect(shown.queue_type).toBe(game.queueType(420));
    expect(shown.blue_team).toEqual([
      expect.objectContaining({
        puuid: 'blue-1',
        riot_id: 'Blue One#EUW',
        team_id: 100,
        main_rune: expect.objectContaining({ name: 'Electrocute' }),
        sub_rune: expect.objectContaining({ name: 'Inspiration' }),
        summoner: {
          region: 'euw1',
          game_name: 'Blue One',
          tag_line: 'EUW',
          rank: expect.objectContaining({ tier: 'GOLD' }),
          champion_games: { season: 2026, games: 0, wins: 0, win_rate: 0, kda: null },
          form: expect.objectContaining({ queue: 'solo', games: 0, results: [] }),
          notes: [],
          premade: null,
        },
      }),
    ]);
    expect(shown.red_team).toEqual([
      expect.objectContaining({ puuid: null, team_id: 200, summoner: null }),
    ]);
  });

  it('lists the bans in pick-turn order with their champions, and a skipped ban (-1) without one', () => {
    const { bans } = toLiveGame(live, 'euw1', facts(), game);
    expect(bans).toEqual([
      {
        team_id: 100,
        pick_turn: 1,
        champion: { id: 157, name: 'Yasuo', image_url: expect.stringMatching(/Yasuo\.png$/) },
      },
      { team_id: 100, pick_turn: 2, champion: null },
      {
        team_id: 200,
        pick_turn: 6,
        champion: { id: 238, name: 'Zed', image_url: expect.stringMatching(/Zed\.png$/) },
      },
    ]);
  });

  it('answers no bans for a mode without them', () => {
    expect(toLiveGame({ ...live, bannedChampions: [] }, 'euw1', facts(), game).bans).toEqual([]);
  });

  it("gives each player their champion's games this season with a one-decimal win rate, and their premade group", () => {
    const shown = toLiveGame(
      live,
      'euw1',
      facts({
        championGames: new Map([
          ['blue-1', { games: 12, wins: 7, kills: 50, deaths: 30, assists: 41 }],
        ]),
        premades: new Map([['blue-1', 2]]),
      }),
      game,
    );
    expect(shown.blue_team[0]?.summoner).toMatchObject({
      // (50 + 41) / 30 = 3.0333…
      champion_games: { season: 2026, games: 12, wins: 7, win_rate: 58.3, kda: 3.03 },
      premade: 2,
    });
  });

  /** A full page: Domination (Electrocute, Cheap Shot, Taste of Blood, Treasure Hunter), Inspiration, shards. */
  const FULL_PERKS = {
    perkIds: [8112, 8126, 8139, 8135, 8304, 8345, 5008, 5005, 5011],
    perkStyle: 8100,
    perkSubStyle: 8300,
  };
  const names = (runes: readonly { name: string }[]) => runes.map((r) => r.name);

  it("draws the whole rune page of spectator-v5's nine perk ids, and none of missing or short perks", () => {
    const page = liveRunePage(FULL_PERKS, game);
    expect(page?.primary.tree.name).toBe('Domination');
    expect(page?.primary.keystone.name).toBe('Electrocute');
    expect(names(page?.primary.runes ?? [])).toEqual([
      'Cheap Shot',
      'Taste of Blood',
      'Treasure Hunter',
    ]);
    expect(page?.secondary.tree.name).toBe('Inspiration');
    expect(names(page?.secondary.runes ?? [])).toEqual(['Magical Footwear', 'Biscuit Delivery']);
    expect(names(page?.shards ?? [])).toEqual(['Adaptive Force', 'Attack Speed', 'Health']);
    expect(liveRunePage(undefined, game)).toBeNull();
    expect(
      liveRunePage({ ...FULL_PERKS, perkIds: FULL_PERKS.perkIds.slice(0, 8) }, game),
    ).toBeNull();
    // The answer carries it beside the main and sub rune, which stay as they were.
    const blue = participant(100, 'blue-1', 'Blue One#EUW');
    const shown = toLiveGame(
      { ...live, participants: [{ ...blue, perks: FULL_PERKS }] },
      'euw1',
      facts(),
      game,
    );
    expect(shown.blue_team[0]).toMatchObject({
      main_rune: { name: 'Electrocute' },
      sub_rune: { name: 'Inspiration' },
      runes: page,
    });
    expect(toLiveGame(live, 'euw1', facts(), game).blue_team[0]?.runes).toBeNull();
  });

  /** Five a side, listed by Riot out of lane order; red's fifth is a bot. */
  const tenPlayers: CurrentGameInfoDto = {
    ...live,
    participants: [
      ...['b0', 'b1', 'b2', 'b3', 'b4'].map((id) => participant(100, id, `${id}#EUW`)),
      ...['r0', 'r1', 'r2', 'r3'].map((id) => participant(200, id, `${id}#EUW`)),
      participant(200, null, 'Annie Bot'),
    ],
  };
  const inferred = [
    ...(['SUPPORT', 'TOP', 'CARRY', 'JUNGLE', 'MIDDLE'] as const),
    ...(['MIDDLE', 'SUPPORT', 'TOP', 'JUNGLE', 'CARRY'] as const),
  ];

  it('lists each team in lane order with its inferred roles, and says the roles are inferred', () => {
    const shown = toLiveGame(tenPlayers, 'euw1', facts({ roles: inferred }), game);
    expect(shown.roles_inferred).toBe(true);
    const seats = (team: typeof shown.blue_team) => team.map((p) => [p.puuid, p.role]);
    expect(seats(shown.blue_team)).toEqual([
      ['b1', 'TOP'],
      ['b3', 'JUNGLE'],
      ['b4', 'MIDDLE'],
      ['b2', 'CARRY'],
      ['b0', 'SUPPORT'],
    ]);
    expect(seats(shown.red_team)).toEqual([
      ['r2', 'TOP'],
      ['r3', 'JUNGLE'],
      ['r0', 'MIDDLE'],
      [null, 'CARRY'],
      ['r1', 'SUPPORT'],
    ]);
    // The premade numbers are given in the same order (teamsOf).
    const { blue, red } = teamsOf(tenPlayers, inferred);
    expect([...blue, ...red].map((s) => s.participant.puuid ?? null)).toEqual(
      [...shown.blue_team, ...shown.red_team].map((p) => p.puuid),
    );
  });

  it("keeps Riot's order without roles when they are not inferred", () => {
    const shown = toLiveGame(tenPlayers, 'euw1', facts(), game);
    expect(shown.roles_inferred).toBe(false);
    expect(shown.blue_team.map((p) => [p.puuid, p.role])).toEqual(
      ['b0', 'b1', 'b2', 'b3', 'b4'].map((id) => [id, null]),
    );
    expect(shown.red_team.map((p) => p.puuid)).toEqual(['r0', 'r1', 'r2', 'r3', null]);
  });

  it("gives each player their form and their notes with the champion named in the answer's language", () => {
    const form = {
      queue: 'flex' as const,
      games: 3,
      wins: 2,
      losses: 1,
      results: ['win' as const, 'loss' as const, 'win' as const],
      avg_kills: 5,
      avg_deaths: 2,
      avg_assists: 7,
      kda: 6,
      main_role: 'MIDDLE' as const,
      secondary_role: null,
      is_complete: true,
    };
    const asOf = Date.UTC(2026, 2, 1);
    const shown = toLiveGame(
      live,
      'euw1',
      facts({
        formQueue: 'flex',
        forms: new Map([['blue-1', form]]),
        notes: new Map([
          [
            'blue-1',
            [
              {
                kind: 'experienced',
                championId: 103,
                count: 55,
                sample: 55,
                masteryLevel: 7,
                asOf,
              },
            ],
          ],
        ]),
      }),
      game,
    );
    expect(shown.blue_team[0]?.summoner).toMatchObject({
      form,
      notes: [
        {
          kind: 'experienced',
          champion: { id: 103, name: 'Ahri', image_url: expect.stringMatching(/Ahri\.png$/) },
          count: 55,
          sample: 55,
          mastery_level: 7,
          as_of: new Date(asOf).toISOString(),
        },
      ],
    });
  });
});

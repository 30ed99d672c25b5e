import { loadDataDragon } from '@riftscope/riot/ddragon';
import type { CurrentGameInfoDto } from '@riftscope/riot/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import { createGameDataMapper, type GameDataMapper } from '../riot-data/game-data.mapper.ts';
import { type LiveFacts, rankOf, toLiveGame } from './live.mapper.ts';

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
          champion_games: { season: 2026, games: 0, wins: 0, win_rate: 0 },
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
        championGames: new Map([['blue-1', { games: 12, wins: 7 }]]),
        premades: new Map([['blue-1', 2]]),
      }),
      game,
    );
    expect(shown.blue_team[0]?.summoner).toMatchObject({
      champion_games: { season: 2026, games: 12, wins: 7, win_rate: 58.3 },
      premade: 2,
    });
  });
});

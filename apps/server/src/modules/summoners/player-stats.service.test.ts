import { PLAYER_ROLES } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import type { IngestionService } from '../ingestion/ingestion.service.ts';
import type { IngestionJobs } from '../ingestion/ingestion-jobs.ts';
import type { GameDataCatalog, GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type {
  ChampionSeasonRow,
  PlayerStatsRepository,
  RecentGameRow,
} from '../riot-data/player-stats.repository.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import {
  createPlayerStatsService,
  kdaOf,
  summarizeRecent,
  toPlayerChampions,
} from './player-stats.service.ts';
import { createSummonersService } from './summoners.service.ts';

const game = {
  champion: (id: number, name: string) => ({ name: name || `#${id}`, image_url: null }),
} as unknown as GameDataMapper;

/** English names as `game` gives them, and in Russian the same with a mark. */
const games: GameDataCatalog = {
  in: (language) =>
    language === 'ru'
      ? ({
          champion: (_id: number, name: string) => ({ name: `ru:${name}`, image_url: null }),
        } as unknown as GameDataMapper)
      : game,
};

/** A game of the summary; a Jungle Lee Sin (64) win at 5/2/5 and 50% unless told otherwise. */
const played = (over: Partial<RecentGameRow> = {}): RecentGameRow => ({
  win: true,
  kills: 5,
  deaths: 2,
  assists: 5,
  killParticipation: 50,
  role: 'JUNGLE',
  championId: 64,
  championName: 'LeeSin',
  goldDiff10: null,
  csDiff10: null,
  xpDiff10: null,
  goldDiff15: null,
  csDiff15: null,
  xpDiff15: null,
  ...over,
});

/** The player the cached-answer tests ask for. */
const FAKER = { region: 'euw1', gameName: 'Faker', tagLine: 'KR1' } as const;

describe('recent-games summary', () => {
  it('answers zeros, nulls and the five empty lanes without games', () => {
    expect(summarizeRecent('flex', [], game)).toEqual({
      queue: 'flex',
      games: 0,
      wins: 0,
      losses: 0,
      win_rate: 0,
      win_rate_low: null,
      win_rate_high: null,
      avg_kills: 0,
      avg_deaths: 0,
      avg_assists: 0,
      kda: null,
      kill_participation: null,
      roles: PLAYER_ROLES.map((role) => ({ role, games: 0 })),
      champions: [],
      streak: null,
      lane: { at_10: null, at_15: null },
    });
  });

  it('averages the lane differences over the games that have them, each minute with its own count', () => {
    const lane = (gold: number, cs: number, xp: number) => ({
      goldDiff10: gold,
      csDiff10: cs,
      xpDiff10: xp,
    });
    const summary = summarizeRecent(
      'solo',
      [
        played({ ...lane(300, 5, 100), goldDiff15: 500, csDiff15: 9, xpDiff15: 250 }),
        // Over before 15:00: a 10-minute figure alone.
        played(lane(-101, -2, -40)),
        // No timeline stored.
        played(),
        played({ ...lane(0, 0, 0), goldDiff15: -200, csDiff15: -4, xpDiff15: 0 }),
      ],
      game,
    );
    // 10:00 over three games: (300 - 101 + 0) / 3 = 66.3 → 66; CS (5 - 2 + 0) / 3 = 1.0.
    expect(summary.lane.at_10).toEqual({ games: 3, gold: 66, cs: 1, xp: 20 });
    expect(summary.lane.at_15).toEqual({ games: 2, gold: 150, cs: 2.5, xp: 125 });
  });

  it('counts the streak from the newest game up to the first other result', () => {
    const results = [false, false, false, true, false];
    const summary = summarizeRecent(
      'all',
      results.map((win) => played({ win })),
      game,
    );
    expect(summary.streak).toEqual({ result: 'loss', games: 3 });
    expect([summary.wins, summary.losses, summary.win_rate]).toEqual([1, 4, 20]);
    // The interval of 1 win in 5: 3.62 %–62.45 %.
    expect([summary.win_rate_low, summary.win_rate_high]).toEqual([3.62, 62.45]);
    const allWins = summarizeRecent('all', [played(), played()], game);
    expect(allWins.streak).toEqual({ result: 'win', games: 2 });
  });

  it('lists three champions at most: most games, then most wins, then the lower id', () => {
    const games = [
      played({ championId: 99, win: false }),
      played({ championId: 99, win: false }),
      played({ championId: 12 }),
      played({ championId: 12, win: false }),
      played({ championId: 30 }),
      played({ championId: 30, win: false }),
      played({ championId: 7 }),
      played({ championId: 8 }),
    ];
    const champions = summarizeRecent('all', games, game).champions;
    expect(champions.map((c) => [c.champion_id, c.games, c.wins, c.losses])).toEqual([
      [12, 2, 1, 1],
      [30, 2, 1, 1],
      [99, 2, 0, 2],
    ]);
  });

  it('gives KDA over the sums with two decimals, and null without deaths', () => {
    expect(kdaOf(7, 3, 3)).toBe(3.33);
    expect(kdaOf(10, 0, 4)).toBeNull();
    const summary = summarizeRecent(
      'all',
      [played({ kills: 1, deaths: 0, assists: 0 }), played({ kills: 0, deaths: 3, assists: 9 })],
      game,
    );
    expect(summary.kda).toBe(3.33);
    expect([summary.avg_kills, summary.avg_deaths, summary.avg_assists]).toEqual([0.5, 1.5, 4.5]);
  });

  it('averages kill participation over the games that have one', () => {
    const summary = summarizeRecent(
      'all',
      [
        played({ killParticipation: 40 }),
        played({ killParticipation: null }),
        played({ killParticipation: 45 }),
      ],
      game,
    );
    expect(summary.kill_participation).toBe(42.5);
  });

  it('counts games per lane and none for games without a lane', () => {
    const roles = summarizeRecent(
      'all',
      [played({ role: 'CARRY' }), played({ role: 'CARRY' }), played({ role: null })],
      game,
    ).roles;
    expect(roles).toEqual([
      { role: 'TOP', games: 0 },
      { role: 'JUNGLE', games: 0 },
      { role: 'MIDDLE', games: 0 },
      { role: 'CARRY', games: 2 },
      { role: 'SUPPORT', games: 0 },
    ]);
  });
});

describe('champions tab', () => {
  const row = (over: Partial<ChampionSeasonRow> = {}): ChampionSeasonRow => ({
    championId: 222,
    championName: 'Jinx',
    games: 3,
    wins: 2,
    kills: 20,
    deaths: 9,
    assists: 13,
    creepScore: 700,
    damage: 60_000,
    gold: 35_000,
    seconds: 4_200,
    avgScore: 6.449,
    ...over,
  });

  it('gives per-minute figures over the total minutes, and rounds averages to one decimal', () => {
    const [jinx] = toPlayerChampions([row()], game);
    expect(jinx).toMatchObject({
      games: 3,
      wins: 2,
      losses: 1,
      win_rate: 66.7,
      // 2 of 3 games won: 20.77 %–93.85 %.
      win_rate_low: 20.77,
      win_rate_high: 93.85,
      avg_kills: 6.7,
      avg_deaths: 3,
      avg_assists: 4.3,
      kda: 3.67,
      cs_per_min: 10,
      damage_per_min: 857.1,
      gold_per_min: 500,
      avg_score: 6.4,
    });
  });

  it('answers a null score when no game has one', () => {
    expect(toPlayerChampions([row({ avgScore: null })], game)[0]?.avg_score).toBeNull();
  });
});

describe('player figures answers', () => {
  const known = { id: 1, puuid: 'p1', region: 'euw1', fetchedAt: new Date(0) } as SummonerRow;

  /** The figures over a counting repository, beside a summoners service whose Update forgets. */
  function setUp() {
    let stored: SummonerRow | null = known;
    const reads: string[] = [];
    const summoners = createSummonersService({
      ingestion: { nextUpdateAt: () => null } as unknown as IngestionService,
      jobs: {
        lookup: async () => known,
        firstPage: async (row: SummonerRow) => row,
      } as unknown as IngestionJobs,
      summoners: {
        findByRiotId: async () => stored,
        historyBounds: async () => ({ total: 0, oldest: null, newest: null }),
      } as unknown as SummonersRepository,
      lp: { changesOf: async () => new Map() },
      games,
    });
    const stats = {
      recentGames: async (_puuid: string, queue: string) => {
        reads.push(`recent:${queue}`);
        return [played()];
      },
      championSeason: async (_puuid: string, queue: string, season: number | null) => {
        reads.push(`champions:${queue}:${season}`);
        const jinx = { championId: 222, championName: 'Jinx', games: 1, wins: 1 };
        return { season: 2025, seasons: [2025], champions: [jinx as ChampionSeasonRow] };
      },
    } as unknown as PlayerStatsRepository;
    const service = createPlayerStatsService({ players: summoners, stats, games });
    return {
      service,
      summoners,
      reads,
      /** What the database holds for the player: its fetched row, or nothing. */
      store: (row: SummonerRow | null) => {
        stored = row;
      },
    };
  }

  it('answers repeat views from the cache, per queue and season, until an Update forgets them', async () => {
    const { service, summoners, reads, store } = setUp();
    await service.recent(FAKER, { queue: 'solo', lang: 'en' });
    await service.recent(
      { ...FAKER, gameName: 'FAKER', tagLine: 'kr1' },
      { queue: 'solo', lang: 'en' },
    );
    await service.recent(FAKER, { queue: 'aram', lang: 'en' });
    await service.champions(FAKER, { queue: 'all', season: undefined, lang: 'en' });
    await service.champions(FAKER, { queue: 'all', season: 2024, lang: 'en' });
    await service.champions(FAKER, { queue: 'all', season: undefined, lang: 'en' });
    expect(reads).toEqual([
      'recent:solo',
      'recent:aram',
      'champions:all:null',
      'champions:all:2024',
    ]);

    // An Update of a player not fetched yet looks it up, then drops every cached answer.
    store(null);
    await summoners.update(FAKER);
    store(known);
    await service.recent(FAKER, { queue: 'solo', lang: 'en' });
    await service.champions(FAKER, { queue: 'all', season: undefined, lang: 'en' });
    expect(reads.slice(4)).toEqual(['recent:solo', 'champions:all:null']);
  });

  it("caches each language's answer apart, and an Update forgets every language", async () => {
    const { service, summoners, reads, store } = setUp();
    const names = (summary: { champions: { champion_name: string }[] }) =>
      summary.champions.map((c) => c.champion_name);
    expect(names(await service.recent(FAKER, { queue: 'all', lang: 'en' }))).toEqual(['LeeSin']);
    expect(names(await service.recent(FAKER, { queue: 'all', lang: 'ru' }))).toEqual(['ru:LeeSin']);
    expect(names(await service.recent(FAKER, { queue: 'all', lang: 'en' }))).toEqual(['LeeSin']);
    const tab = (lang: 'en' | 'ru') =>
      service.champions(FAKER, { queue: 'all', season: undefined, lang });
    expect((await tab('ru')).data.map((c) => c.champion_name)).toEqual(['ru:Jinx']);
    expect((await tab('en')).data.map((c) => c.champion_name)).toEqual(['Jinx']);
    expect((await tab('ru')).data.map((c) => c.champion_name)).toEqual(['ru:Jinx']);
    expect(reads).toEqual(['recent:all', 'recent:all', 'champions:all:null', 'champions:all:null']);

    store(null);
    await summoners.update(FAKER);
    store(known);
    await service.recent(FAKER, { queue: 'all', lang: 'ru' });
    await tab('en');
    await tab('ru');
    expect(reads.slice(4)).toEqual(['recent:all', 'champions:all:null', 'champions:all:null']);
  });

  it('answers 404 for a player not fetched from Riot', async () => {
    const { service, store } = setUp();
    store(null);
    await expect(
      service.recent(
        { ...FAKER, gameName: 'Nobody', tagLine: 'EUW' },
        { queue: 'all', lang: 'en' },
      ),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      service.champions(
        { ...FAKER, gameName: 'Nobody', tagLine: 'EUW' },
        { queue: 'all', season: undefined, lang: 'en' },
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

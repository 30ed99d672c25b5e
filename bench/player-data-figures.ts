/** The player page's figures over 1,000 stored matches, and a long rank history, timed. */
import type { AddressInfo } from 'node:net';
import { MatchDtoSchema } from '@riftscope/riot/schemas';
import { sql } from 'drizzle-orm';
import { createMatchesRepository } from '../apps/server/src/modules/riot-data/matches.repository.ts';
import { createSummonersRepository } from '../apps/server/src/modules/riot-data/summoners.repository.ts';
import type { RiotDeps } from '../apps/server/src/platform/riot.ts';
import { ladderPageTimes } from './player-data-ladder.ts';
import { masteryTabTimes } from './player-data-mastery.ts';
import { matchRanksTimes } from './player-data-match-ranks.ts';
import {
  type BenchDatabase,
  CONNECTIONS,
  LOAD_SECONDS,
  load,
  matchesUrl,
  say,
  WARMUP_SECONDS,
} from './player-data-setup.ts';
import type { Figure } from './run.ts';
import { median, pgArray, round } from './support.ts';

/** Players who share 1,000 stored matches (one in each participant slot), history complete. */
const STATS_PLAYERS = 10;
const STATS_MATCHES = 1_000;
/** The tabs timed; the simulator plays these queues, so each answer has games behind it. */
const STATS_QUEUES = ['all', 'solo', 'normal', 'aram'] as const;
const statsPlayer = (i: number) => ({
  puuid: `bench-stats-${i}`,
  gameName: `Bench Stats ${i}`,
  tagLine: 'BNCH',
  platform: 'euw1' as const,
});
const statsUrl = (i: number, panel: 'recent' | 'champions', query: string) => {
  const p = statsPlayer(i);
  return `/api/summoners/${p.platform}/${encodeURIComponent(p.gameName)}/${p.tagLine}/${panel}?${query}`;
};
const rankHistoryUrl = (p: ReturnType<typeof statsPlayer>) =>
  `/api/summoners/${p.platform}/${encodeURIComponent(p.gameName)}/${p.tagLine}/rank-history?queue=solo`;
const soloPageUrl = (i: number, page: number) =>
  `${matchesUrl(statsPlayer(i)).replace(/&page=1$/, '')}&queue=solo&page=${page}`;

/** Rewrites 1,000 world matches so that their ten players are the stats players, and stores them. */
export async function storeStatsPlayers(db: BenchDatabase, riot: RiotDeps): Promise<void> {
  const world = riot.sim?.world;
  if (!world) throw new Error('the bench needs the simulator');
  const step = Math.floor(world.matches.length / STATS_MATCHES);
  const repo = createMatchesRepository(db.handle.db);
  const started = performance.now();
  for (let n = 0; n < STATS_MATCHES; n++) {
    const header = world.matches[n * step];
    if (!header) break;
    const document = MatchDtoSchema.parse(world.matchDocument(header));
    const participants = document.info.participants.map((p, i) => {
      const who = statsPlayer(i % STATS_PLAYERS);
      return { ...p, puuid: who.puuid, riotIdGameName: who.gameName, riotIdTagline: who.tagLine };
    });
    await repo.store({
      metadata: {
        ...document.metadata,
        matchId: `EUW1_${100_000_000 + n}`,
        participants: participants.map((p) => p.puuid),
      },
      info: { ...document.info, participants },
    });
  }
  const summoners = createSummonersRepository(db.handle.db);
  for (let i = 0; i < STATS_PLAYERS; i++) {
    const { puuid, gameName, tagLine, platform } = statsPlayer(i);
    const row = await summoners.saveFetched(
      { puuid, gameName, tagLine, region: platform, profileIconId: 1, summonerLevel: 300 },
      [],
      new Date(),
    );
    await summoners.markHistoryComplete(row.id);
  }
  await storeStatsSnapshots(db);
  say(
    `${db.kind}: stored ${STATS_MATCHES} matches and ${STATS_SNAPSHOTS} rank snapshots of ${STATS_PLAYERS} players in ${Math.round(performance.now() - started)} ms`,
  );
}

/** Solo/Duo snapshots of each stats player, so that its pages compute LP per game over them. */
const STATS_SNAPSHOTS = 1_000;

/**
 * 1,000 Solo/Duo snapshots of each stats player, evenly spread over the span of its stored
 * matches, one game more each: LP per game reads them around every Solo/Duo page and over the
 * season in the rank history (how many games they prove does not change what it reads).
 */
async function storeStatsSnapshots(db: BenchDatabase): Promise<void> {
  const count = sql.raw(String(STATS_SNAPSHOTS));
  await db.handle.db.execute(sql`
    insert into rank_snapshots
      (region, puuid, queue_type, seq, at, tier, rank, league_points, wins, losses)
    select 'euw1', p.puuid, 'RANKED_SOLO_5x5', g,
      to_timestamp((span.first + (span.last - span.first) * g / ${count}) / 1000.0),
      ${sql.raw(pgArray(['SILVER', 'GOLD', 'PLATINUM', 'EMERALD']))}[1 + (g / 250) % 4],
      ${sql.raw(pgArray(['IV', 'III', 'II', 'I']))}[1 + (g / 60) % 4],
      g % 100, 100 + g / 2, 100 + (g + 1) / 2
    from (select distinct puuid from match_participants where puuid like 'bench-stats-%') p
    cross join lateral (
      select min(game_creation) as first, max(game_creation) as last
      from match_participants m where m.puuid = p.puuid
    ) span
    cross join generate_series(1, ${count}) g`);
}

/** Each URL once through inject, so none is answered from the five-second answer cache. */
async function uncachedTimes(
  db: BenchDatabase,
  urls: readonly string[],
  check: (body: unknown) => boolean,
) {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const res = await db.app.inject({ method: 'GET', url });
    times.push(performance.now() - started);
    if (res.statusCode !== 200 || !check(res.json())) {
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
  }
  return times;
}

/**
 * The player page's figures over 1,000 stored matches of a player, uncached (each request a
 * player, tab or page not asked before): the recent-games summary, the champions tab and a
 * Solo/Duo page of the match list; then the Solo/Duo page warm against the bare route.
 */
export async function playerFigureTimes(db: BenchDatabase, riot: RiotDeps): Promise<Figure[]> {
  await storeStatsPlayers(db, riot);
  const players = Array.from({ length: STATS_PLAYERS }, (_, i) => i);
  // First statements planned and code warmed on Flex, a tab not timed.
  await uncachedTimes(
    db,
    players.flatMap((i) => [
      statsUrl(i, 'recent', 'queue=flex'),
      statsUrl(i, 'champions', 'queue=flex'),
    ]),
    () => true,
  );
  const timed = [
    {
      name: 'recent-games summary',
      urls: players.flatMap((i) => STATS_QUEUES.map((q) => statsUrl(i, 'recent', `queue=${q}`))),
      check: (body: unknown) => (body as { games: number }).games === 20,
    },
    {
      name: 'champions tab',
      urls: players.flatMap((i) => STATS_QUEUES.map((q) => statsUrl(i, 'champions', `queue=${q}`))),
      check: (body: unknown) => (body as { data: unknown[] }).data.length > 0,
    },
    {
      name: `Solo/Duo matches page with LP per game over ${STATS_SNAPSHOTS.toLocaleString('en')} snapshots`,
      urls: players.flatMap((i) => [1, 2, 3, 4].map((page) => soloPageUrl(i, page))),
      check: (body: unknown) => (body as { data: unknown[] }).data.length === 10,
    },
    {
      name: `Solo/Duo page of 20 with LP per game over ${STATS_SNAPSHOTS.toLocaleString('en')} snapshots`,
      urls: players.flatMap((i) => [1, 2].map((page) => `${soloPageUrl(i, page)}&perPage=20`)),
      check: (body: unknown) => (body as { data: unknown[] }).data.length === 20,
    },
    {
      name: `rank history with the season's LP per game, ${STATS_SNAPSHOTS.toLocaleString('en')} snapshots`,
      urls: players.map((i) => rankHistoryUrl(statsPlayer(i))),
      check: (body: unknown) => (body as { data: unknown[] }).data.length === STATS_SNAPSHOTS,
    },
  ];
  const figures: Figure[] = [];
  for (const { name, urls, check } of timed) {
    const times = await uncachedTimes(db, urls, check);
    say(`${db.kind}: ${name} uncached p50 ${median(times).toFixed(1)} ms`);
    figures.push({
      name: `${name}, ${STATS_MATCHES.toLocaleString('en')} stored matches: median uncached (${db.kind})`,
      value: round(median(times), 1),
      unit: 'ms',
      goal: '< 20 ms',
      note: `${times.length} requests via inject, none cached; max ${Math.max(...times).toFixed(1)} ms`,
    });
  }

  if (!db.app.server.listening) await db.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(db.app.server.address() as AddressInfo).port}`;
  const rps = new Map<string, number>();
  for (const [name, path] of [
    ['bare route', '/bench/bare'],
    ['warm Solo/Duo matches page', soloPageUrl(0, 1)],
  ] as const) {
    await load(base + path, WARMUP_SECONDS);
    const result = await load(base + path, LOAD_SECONDS);
    if (result.non2xx + result.errors > 0) throw new Error(`${name}: failed requests under load`);
    rps.set(name, result.rps);
    say(`${db.kind}: ${name} ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
  }
  figures.push({
    name: `warm Solo/Duo matches page / bare route (${db.kind})`,
    value: round((rps.get('warm Solo/Duo matches page') ?? 0) / (rps.get('bare route') ?? 1)),
    unit: '×',
    goal: '≥ 0.4',
    note: `${Math.round(rps.get('warm Solo/Duo matches page') ?? 0)} against ${Math.round(rps.get('bare route') ?? 0)} req/s, -c ${CONNECTIONS}, ${LOAD_SECONDS} s`,
  });
  return figures;
}

/** Players with a long rank history: each answered once uncached, the first few as warm-up. */
const RANK_PLAYERS = 30;
const RANK_WARMUP = 10;
const RANK_SNAPSHOTS = 1_000;
const rankPlayer = (i: number) => ({
  puuid: `bench-rank-${i}`,
  gameName: `Bench Rank ${i}`,
  tagLine: 'BNCH',
  platform: 'euw1' as const,
});

/**
 * The rank-history answer of a player with 1,000 Solo/Duo snapshots (about 40 days of a change
 * an hour, all in the current season, so the peak is taken over all of them), uncached: each
 * request is a player not asked before.
 */
export async function rankHistoryTimes(db: BenchDatabase): Promise<Figure[]> {
  const started = performance.now();
  await db.handle.db.execute(
    sql.raw(`
    insert into rank_snapshots
      (region, puuid, queue_type, seq, at, tier, rank, league_points, wins, losses)
    select 'euw1', 'bench-rank-' || p, 'RANKED_SOLO_5x5', g,
      now() - interval '1 hour' * (${RANK_SNAPSHOTS} - g),
      ${pgArray(['SILVER', 'GOLD', 'PLATINUM', 'EMERALD'])}[1 + (g / 100) % 4],
      ${pgArray(['IV', 'III', 'II', 'I'])}[1 + (g / 25) % 4],
      g % 100, g, g / 2
    from generate_series(0, ${RANK_PLAYERS - 1}) p, generate_series(1, ${RANK_SNAPSHOTS}) g`),
  );
  const summoners = createSummonersRepository(db.handle.db);
  for (let i = 0; i < RANK_PLAYERS; i++) {
    const { puuid, gameName, tagLine, platform } = rankPlayer(i);
    await summoners.saveFetched(
      { puuid, gameName, tagLine, region: platform, profileIconId: 1, summonerLevel: 300 },
      [],
      new Date(),
    );
  }
  say(
    `${db.kind}: stored ${RANK_SNAPSHOTS} rank snapshots of ${RANK_PLAYERS} players in ${Math.round(performance.now() - started)} ms`,
  );
  const urls = Array.from({ length: RANK_PLAYERS }, (_, i) => {
    const p = rankPlayer(i);
    return `/api/summoners/${p.platform}/${encodeURIComponent(p.gameName)}/${p.tagLine}/rank-history?queue=solo`;
  });
  const isFull = (body: unknown) => (body as { data: unknown[] }).data.length === RANK_SNAPSHOTS;
  await uncachedTimes(db, urls.slice(0, RANK_WARMUP), isFull);
  const times = await uncachedTimes(db, urls.slice(RANK_WARMUP), isFull);
  say(`${db.kind}: rank history uncached p50 ${median(times).toFixed(1)} ms`);
  return [
    {
      name: `rank history, ${RANK_SNAPSHOTS.toLocaleString('en')} snapshots: median uncached (${db.kind})`,
      value: round(median(times), 1),
      unit: 'ms',
      goal: '< 20 ms',
      note: `${times.length} requests via inject, each a player not asked before; max ${Math.max(...times).toFixed(1)} ms`,
    },
  ];
}

/** Players whose 1,000 snapshots span seasons and both queues, for the past-seasons answer. */
const SEASON_PLAYERS = 30;
const seasonPlayer = (i: number) => ({
  puuid: `bench-season-${i}`,
  gameName: `Bench Season ${i}`,
  tagLine: 'BNCH',
  platform: 'euw1' as const,
});

/**
 * The past-seasons answer of a player with 1,000 snapshots, Solo/Duo and Flex in turn, one
 * every 20 hours back from now (about 830 days, so three or four seasons), uncached: each
 * request is a player not asked before.
 */
export async function seasonHistoryTimes(db: BenchDatabase): Promise<Figure[]> {
  await db.handle.db.execute(
    sql.raw(`
    insert into rank_snapshots
      (region, puuid, queue_type, seq, at, tier, rank, league_points, wins, losses)
    select 'euw1', 'bench-season-' || p,
      (array['RANKED_SOLO_5x5', 'RANKED_FLEX_SR'])[1 + g % 2], g,
      now() - interval '20 hours' * (${RANK_SNAPSHOTS} - g),
      ${pgArray(['SILVER', 'GOLD', 'PLATINUM', 'EMERALD'])}[1 + (g / 100) % 4],
      ${pgArray(['IV', 'III', 'II', 'I'])}[1 + (g / 25) % 4],
      g % 100, g, g / 2
    from generate_series(0, ${SEASON_PLAYERS - 1}) p, generate_series(1, ${RANK_SNAPSHOTS}) g`),
  );
  const summoners = createSummonersRepository(db.handle.db);
  for (let i = 0; i < SEASON_PLAYERS; i++) {
    const { puuid, gameName, tagLine, platform } = seasonPlayer(i);
    await summoners.saveFetched(
      { puuid, gameName, tagLine, region: platform, profileIconId: 1, summonerLevel: 300 },
      [],
      new Date(),
    );
  }
  const urls = Array.from({ length: SEASON_PLAYERS }, (_, i) => {
    const p = seasonPlayer(i);
    return `/api/summoners/${p.platform}/${encodeURIComponent(p.gameName)}/${p.tagLine}/seasons`;
  });
  const isFull = (body: unknown) => (body as { snapshots: number }).snapshots === RANK_SNAPSHOTS;
  await uncachedTimes(db, urls.slice(0, RANK_WARMUP), isFull);
  const times = await uncachedTimes(db, urls.slice(RANK_WARMUP), isFull);
  say(`${db.kind}: past seasons uncached p50 ${median(times).toFixed(1)} ms`);
  return [
    {
      name: `past seasons, ${RANK_SNAPSHOTS.toLocaleString('en')} snapshots: median uncached (${db.kind})`,
      value: round(median(times), 1),
      unit: 'ms',
      goal: '< 20 ms',
      note: `${times.length} requests via inject, each a player not asked before; max ${Math.max(...times).toFixed(1)} ms`,
    },
  ];
}

/**
 * The rank history's and the past seasons' figures, each over players of 1,000 snapshots, a
 * ladder page (after the stats players are stored: the first page counts their champions), and
 * the stats players' Mastery tab and their matches' ranks, each answered from stored rows.
 */
export async function rankAnswerTimes(db: BenchDatabase, riot: RiotDeps): Promise<Figure[]> {
  return [
    ...(await rankHistoryTimes(db)),
    ...(await seasonHistoryTimes(db)),
    ...(await ladderPageTimes(db)),
    ...(await masteryTabTimes(db, riot)),
    ...(await matchRanksTimes(db, riot)),
  ];
}

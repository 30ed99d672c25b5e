import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MATCH_PAGE_SIZE, type MatchBracket, RANKED_TIERS } from '@riftscope/contracts';
import { itemClasses } from '@riftscope/riot/ddragon';
import { type MatchDto, MatchDtoSchema } from '@riftscope/riot/schemas';
import { DEV_KEY_APP_LIMIT, type Player } from '@riftscope/riot-sim';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { MATCH_FETCH_CONCURRENCY } from '../apps/server/src/modules/ingestion/ingestion.service.ts';
import { createMatchesRepository } from '../apps/server/src/modules/riot-data/matches.repository.ts';
import { createSummonersRepository } from '../apps/server/src/modules/riot-data/summoners.repository.ts';
import { type Config, loadConfig } from '../apps/server/src/platform/config.ts';
import { createRiotDeps, type RiotDeps } from '../apps/server/src/platform/riot.ts';
import type { Figure } from './run.ts';
import {
  autocannon,
  createPostgres,
  DEFAULT_DATABASE_URL,
  type LoadResult,
  median,
  pgArray,
  quantile,
  round,
} from './support.ts';

const COLD_PLAYERS = 5;
/** A Riot round trip from a server in the region, for the cold lookup that waits on each. */
const RIOT_LATENCY_MS = 50;
const CONNECTIONS = 50;
const LOAD_SECONDS = 10;
const WARMUP_SECONDS = 2;
const SEARCH_ROWS = 1_000_000;
const SEARCH_BATCH = 100_000;
const SEARCH_QUERIES = 1_000;
const INGEST_MATCHES = 2_000;
const INGEST_CONCURRENCY = 8;
/** Requests per match-detail answer timed (after one that stores the timeline). */
const DETAIL_REQUESTS = 60;
/** How long to wait for the search endpoint, which another change adds. */
const SEARCH_ROUTE = '/api/summoners/search';

const say = (line: string) => process.stdout.write(`  player-data: ${line}\n`);

interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  handle: DatabaseHandle;
  app: FastifyInstance;
}

async function openBenchDatabase(
  kind: BenchDatabase['kind'],
  config: Config,
  riot: RiotDeps,
  url?: string,
): Promise<BenchDatabase> {
  const handle = await openDatabase(url ? { url } : { pgliteDir: 'memory' });
  const app = await buildApp({ config, database: handle, riot });
  // A route with nothing behind it, on the same instance, so both pay the same hooks.
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.ready();
  return { kind, handle, app };
}

const lookupUrl = (p: Pick<Player, 'gameName' | 'tagLine' | 'platform'>) =>
  `/api/summoners/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/${p.platform}`;
const matchesUrl = (p: Pick<Player, 'gameName' | 'tagLine' | 'platform'>) =>
  `/api/summoners/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/matches?region=${p.platform}&page=1`;

/** Players nobody has looked up, spread over the world, `offset` picking a different set. */
function coldPlayers(riot: RiotDeps, offset: number, count: number): Player[] {
  const world = riot.sim?.world;
  if (!world) throw new Error('the bench needs the simulator');
  const samples = new Set(world.samplePlayers.map((p) => p.puuid));
  const out: Player[] = [];
  for (let i = 0; out.length < count && i < world.players.length; i++) {
    const p = world.players[(offset * 101 + i * 389) % world.players.length];
    if (p && !samples.has(p.puuid) && !out.includes(p)) out.push(p);
  }
  return out;
}

/**
 * Cold lookups of players not stored yet, one at a time, as the player page makes them: the
 * profile, then its first page of matches once the profile is there. Their Riot calls and two
 * times from the start: until the profile and ranks are answered, and until the matches are. With
 * `latencyMs`, the simulator answers each call that much later, as Riot does over the network,
 * so the times show the round trips each waits for; then only the times are figures.
 */
async function coldLookups(
  db: BenchDatabase,
  riot: RiotDeps,
  offset: number,
  latencyMs = 0,
): Promise<Figure[]> {
  const sim = riot.sim;
  if (!sim) throw new Error('the bench needs the simulator');
  const lookUp = async (player: Player) => {
    const started = performance.now();
    const profile = await db.app.inject({ method: 'GET', url: lookupUrl(player) });
    const profiled = performance.now() - started;
    if (profile.statusCode !== 200)
      throw new Error(`cold lookup answered ${profile.statusCode}: ${profile.body}`);
    const page = await db.app.inject({ method: 'GET', url: matchesUrl(player) });
    if (page.statusCode !== 200)
      throw new Error(`its first match page answered ${page.statusCode}: ${page.body}`);
    return { profiled, paged: performance.now() - started };
  };
  // One lookup first so that JIT warm-up and first-query planning are not measured.
  const [warm, ...players] = coldPlayers(riot, offset, COLD_PLAYERS + 1);
  if (warm) await lookUp(warm);
  const profiled: number[] = [];
  const paged: number[] = [];
  const calls: { total: number; byMethod: Record<string, number> }[] = [];
  sim.setFaults({ latencyMs });
  // With latency, Riot's limits for a development key too, each lookup in a second of its own
  // (a lookup is 14 calls of the 20 a second allows): what one visitor meets on such a key.
  if (latencyMs > 0) sim.setLimits({ app: DEV_KEY_APP_LIMIT });
  try {
    for (const player of players) {
      if (latencyMs > 0) await sleep(1_100);
      sim.resetStats();
      const times = await lookUp(player);
      profiled.push(times.profiled);
      paged.push(times.paged);
      const stats = sim.stats();
      calls.push({ total: stats.total, byMethod: { ...stats.byMethod } });
    }
  } finally {
    sim.setFaults({});
    sim.setLimits(null);
  }
  const spread = (times: number[]) =>
    `min ${Math.round(Math.min(...times))}, max ${Math.round(Math.max(...times))} ms`;
  const ms = (times: number[]) => times.map((t) => `${Math.round(t)} ms`).join(', ');
  say(
    `${db.kind}${latencyMs > 0 ? `, Riot in ${latencyMs} ms` : ''}: cold lookups, profile ${ms(profiled)}; first match page ${ms(paged)}`,
  );
  const where =
    latencyMs > 0
      ? `in-process simulator with a development key's limits (${DEV_KEY_APP_LIMIT}), every call answered ${latencyMs} ms late`
      : 'in-process simulator without limits or latency';
  const latency = latencyMs > 0 ? ` with Riot answering in ${latencyMs} ms` : '';
  const times: Figure[] = [
    {
      name: `cold lookup: profile and ranks answered${latency}, median of ${profiled.length} (${db.kind})`,
      value: round(median(profiled), 1),
      unit: 'ms',
      note: `${where}: the account, then summoner and ranks at once (the match ids asked beside them are not waited for); ${spread(profiled)}`,
    },
    {
      name: `cold lookup: first match page answered${latency}, median of ${paged.length} (${db.kind})`,
      value: round(median(paged), 1),
      unit: 'ms',
      note: `${where}, from the same start: then the ten matches at once, stored by one statement; ${spread(paged)}`,
    },
  ];
  if (latencyMs > 0) return times;
  const most = calls.reduce((a, b) => (b.total > a.total ? b : a));
  const isSame = calls.every((c) => c.total === most.total);
  return [
    {
      name: `cold lookup: Riot calls (${db.kind})`,
      value: most.total,
      unit: 'calls',
      goal: '14',
      note: `${Object.entries(most.byMethod)
        .map(([method, n]) => `${method} ${n}`)
        .join(', ')}${isSame ? '' : ` (max of ${calls.map((c) => c.total).join('/')})`}`,
    },
    ...times,
  ];
}

/** autocannon against one URL with this bench's connections. */
const load = (url: string, seconds: number) =>
  autocannon(url, { connections: CONNECTIONS, seconds });

async function warmThroughput(db: BenchDatabase, riot: RiotDeps): Promise<Figure[]> {
  const sample = riot.sim?.world.samplePlayers[1];
  if (!sample) throw new Error('the simulator has no sample players');
  for (const url of [lookupUrl(sample), matchesUrl(sample)]) {
    const res = await db.app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  }
  await db.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(db.app.server.address() as AddressInfo).port}`;
  const routes = [
    ['bare route', '/bench/bare'],
    ['warm lookup', lookupUrl(sample)],
    ['warm matches page', matchesUrl(sample)],
  ] as const;
  const results = new Map<string, LoadResult>();
  for (const [name, path] of routes) {
    say(
      `${db.kind}: autocannon ${name} (${WARMUP_SECONDS} s warm-up, ${LOAD_SECONDS} s at -c ${CONNECTIONS})`,
    );
    await load(base + path, WARMUP_SECONDS);
    const result = await load(base + path, LOAD_SECONDS);
    results.set(name, result);
    say(`${db.kind}: ${name} ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
  }
  const bare = results.get('bare route');
  const figures: Figure[] = [];
  for (const [name] of routes) {
    const r = results.get(name);
    if (!r) continue;
    const trouble = r.non2xx + r.errors > 0 ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : '';
    figures.push(
      {
        name: `${name}: throughput (${db.kind})`,
        value: Math.round(r.rps),
        unit: 'req/s',
        note: `-c ${CONNECTIONS}, ${LOAD_SECONDS} s${trouble}`,
      },
      { name: `${name}: p99 latency (${db.kind})`, value: r.p99, unit: 'ms' },
    );
  }
  for (const name of ['warm lookup', 'warm matches page']) {
    const r = results.get(name);
    if (!r || !bare) continue;
    figures.push({
      name: `${name} / bare route (${db.kind})`,
      value: round(r.rps / bare.rps),
      unit: '×',
      goal: '≥ 0.25',
    });
  }
  return figures;
}

/**
 * Server time of a stored match's timeline and build answers (through inject, so routing,
 * validation and serialisation count; no network): the median of DETAIL_REQUESTS each, after
 * one request that fetches and stores the timeline. Neither answer is cached by the server.
 */
async function matchDetailTimes(db: BenchDatabase, riot: RiotDeps): Promise<Figure[]> {
  const sample = riot.sim?.world.samplePlayers[1];
  if (!sample) throw new Error('the simulator has no sample players');
  const page = await db.app.inject({ method: 'GET', url: matchesUrl(sample) });
  const matchId: string | undefined = page.json().data?.[0]?.match_id;
  if (!matchId) throw new Error(`no stored match: ${page.statusCode} ${page.body}`);
  const figures: Figure[] = [];
  for (const answer of ['timeline', 'build'] as const) {
    const url = `/api/matches/${matchId}/${encodeURIComponent(sample.puuid)}/${answer}`;
    const first = await db.app.inject({ method: 'GET', url });
    if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}`);
    const times: number[] = [];
    for (let i = 0; i < DETAIL_REQUESTS; i++) {
      const started = performance.now();
      await db.app.inject({ method: 'GET', url });
      times.push(performance.now() - started);
    }
    say(`${db.kind}: ${answer} answer p50 ${median(times).toFixed(1)} ms`);
    figures.push({
      name: `${answer} answer of a stored match: median (${db.kind})`,
      value: round(median(times), 1),
      unit: 'ms',
      goal: '< 20 ms',
      note: `${DETAIL_REQUESTS} requests via inject, ${Math.round(first.body.length / 1024)} KB answer; max ${Math.max(...times).toFixed(1)} ms`,
    });
  }
  return figures;
}

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
const soloPageUrl = (i: number, page: number) =>
  `${matchesUrl(statsPlayer(i)).replace(/&page=1$/, '')}&queue=solo&page=${page}`;

/** Rewrites 1,000 world matches so that their ten players are the stats players, and stores them. */
async function storeStatsPlayers(db: BenchDatabase, riot: RiotDeps): Promise<void> {
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
  say(
    `${db.kind}: stored ${STATS_MATCHES} matches of ${STATS_PLAYERS} players in ${Math.round(performance.now() - started)} ms`,
  );
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
async function playerFigureTimes(db: BenchDatabase, riot: RiotDeps): Promise<Figure[]> {
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
      name: 'Solo/Duo matches page',
      urls: players.flatMap((i) => [1, 2, 3, 4].map((page) => soloPageUrl(i, page))),
      check: (body: unknown) => (body as { data: unknown[] }).data.length === 10,
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
async function rankHistoryTimes(db: BenchDatabase): Promise<Figure[]> {
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

/** Matches as a lookup stores them: one player's, fetched together, in the player's bracket. */
interface IngestBatch {
  documents: MatchDto[];
  bracket: MatchBracket;
}

/**
 * Match documents from the world that neither database stores yet, validated as the client
 * does, in batches as lookups store them: each player's first page in groups of
 * MATCH_FETCH_CONCURRENCY. Two sets of about INGEST_MATCHES, every other batch each.
 */
async function ingestDocuments(
  riot: RiotDeps,
  dbs: readonly BenchDatabase[],
): Promise<[IngestBatch[], IngestBatch[]]> {
  const world = riot.sim?.world;
  if (!world) throw new Error('the bench needs the simulator');
  const stored = new Set<string>();
  for (const db of dbs) {
    const rows = await db.handle.db.execute<{ match_id: string }>(
      sql`select match_id from matches`,
    );
    const list = Array.isArray(rows) ? rows : (rows as { rows: { match_id: string }[] }).rows;
    for (const row of list) stored.add(row.match_id);
  }
  const sets: [IngestBatch[], IngestBatch[]] = [[], []];
  let count = 0;
  const started = performance.now();
  const { players } = world;
  for (let i = 0; count < 2 * INGEST_MATCHES && i < players.length; i++) {
    const player = players[(i * 389) % players.length];
    if (!player) continue;
    const page = world
      .matchesOf(player)
      .filter((m) => !stored.has(m.matchId))
      .slice(0, MATCH_PAGE_SIZE);
    const bracket = RANKED_TIERS[i % RANKED_TIERS.length] ?? '';
    for (let at = 0; at < page.length; at += MATCH_FETCH_CONCURRENCY) {
      const headers = page.slice(at, at + MATCH_FETCH_CONCURRENCY);
      for (const header of headers) stored.add(header.matchId);
      const documents = headers.map((h) => MatchDtoSchema.parse(world.matchDocument(h)));
      sets[(sets[0].length + sets[1].length) % 2]?.push({ documents, bracket });
      count += documents.length;
    }
  }
  say(
    `generated and validated ${count} match documents in ${Math.round(performance.now() - started)} ms`,
  );
  return sets;
}

/**
 * Stores `batches`, INGEST_CONCURRENCY at a time: each batch in one statement as lookups store
 * them (`isBatched`), or one match a statement as they did before.
 */
async function ingestRate(
  db: BenchDatabase,
  batches: readonly IngestBatch[],
  riot: RiotDeps,
  isBatched: boolean,
): Promise<Figure> {
  // With Data Dragon's item classes, as the server stores them: every aggregate is written.
  const repo = createMatchesRepository(db.handle.db, { items: itemClasses(riot.ddragon.items) });
  let next = 0;
  let added = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: INGEST_CONCURRENCY }, async () => {
      for (let batch = batches[next++]; batch; batch = batches[next++]) {
        const { documents, bracket } = batch;
        if (isBatched) {
          const isNew = await repo.storeMany(documents, { bracket });
          added += isNew.filter(Boolean).length;
        } else {
          for (const doc of documents) if (await repo.store(doc, { bracket })) added += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuPerMatch = (used.user + used.system) / 1000 / Math.max(1, added);
  const how = isBatched ? 'batches' : 'one match a statement';
  say(`${db.kind}: stored ${added} matches in ${seconds.toFixed(1)} s (${how})`);
  const aggregates =
    'with every aggregate (rollups and match facets in a rank bracket; timelines are stored apart, see tier-list)';
  return {
    name: isBatched
      ? `ingest rate (${db.kind})`
      : `ingest rate, one match a statement (${db.kind})`,
    value: Math.round(added / seconds),
    unit: 'matches/s',
    ...(db.kind === 'postgres' && isBatched ? { goal: '≥ 1,000' } : {}),
    note: isBatched
      ? `${added} documents as lookups store them: ${INGEST_CONCURRENCY} at once, each a player's ${MATCH_FETCH_CONCURRENCY} matches fetched together, stored by one statement (one transaction) ${aggregates}; Node CPU ${cpuPerMatch.toFixed(1)} ms/match`
      : `${added} documents of the same kind, ${INGEST_CONCURRENCY} at once, one statement (one transaction) a match ${aggregates}, as before batches; Node CPU ${cpuPerMatch.toFixed(1)} ms/match`,
  };
}

/** Both ingest figures of a database: one match a statement first, then the batches. */
async function ingestRates(
  db: BenchDatabase,
  [batched, single]: [IngestBatch[], IngestBatch[]],
  riot: RiotDeps,
): Promise<Figure[]> {
  const oneAtATime = await ingestRate(db, single, riot, false);
  return [await ingestRate(db, batched, riot, true), oneAtATime];
}

// Word lists for stub names that look like Riot IDs: words, words with numbers, syllable
// names, and some Korean, Cyrillic and Turkish ones, so prefixes are spread like real ones.
const WORDS = (
  'Shadow Dark Silent Night Storm Fire Ice Blood Iron Golden Lucky Crazy Happy Sad Lonely Wild Red ' +
  'Blue Green Black White Pink Tiny Big Lord King Queen Prince Baron Dragon Wolf Fox Cat Dog Bear ' +
  'Tiger Eagle Ninja Samurai Knight Mage Hunter Rogue Ghost Demon Angel Star Moon Sun Sky Void Pixel ' +
  'Cosmic Frost Thunder Zed Yasuo Lux Jinx Teemo Ahri Faker Pentakill Carry Feeder Jungle Support ' +
  'Toplane Midlane Smurf'
).split(' ');
const SYLLABLES =
  'ka ri to mo na shi ro ze vi xa lu qu el an or is um dra kor zan bel tor fyn gal hex jin wyn yor pra sol'.split(
    ' ',
  );
const FOREIGN = (
  '그림자 달빛 별빛 용사 검사 전설 바람 불꽃 Тень Волк Князь Буря Медведь Ночь Kartal Yıldız Gölge Şimşek ' +
  'Ejder 影 月光 Kaze'
).split(' ');
/** Regions with the tag line Riot gives new accounts there. */
const REGION_TAGS =
  'euw1:EUW kr:KR1 na1:NA1 eun1:EUNE br1:BR1 tr1:TR1 la1:LAN la2:LAS ru:RU1 jp1:JP1 oc1:OCE'
    .split(' ')
    .map((pair) => pair.split(':'));

/** Inserts stub summoners g = from..to with generated names, entirely in SQL. */
function stubInsert(from: number, to: number): string {
  const regions = pgArray(REGION_TAGS.map(([r]) => r ?? ''));
  const tags = pgArray(REGION_TAGS.map(([, t]) => t ?? ''));
  const w = (expr: string) => `${pgArray(WORDS)}[1 + (${expr}) % ${WORDS.length}]`;
  const s = (expr: string) => `${pgArray(SYLLABLES)}[1 + (${expr}) % ${SYLLABLES.length}]`;
  const f = (expr: string) => `${pgArray(FOREIGN)}[1 + (${expr}) % ${FOREIGN.length}]`;
  return `
    insert into summoners (puuid, region, game_name, tag_line, profile_icon_id)
    select 'bench-' || g, ${regions}[1 + r], left(name, 16),
      case when g % 3 = 0 then ${tags}[1 + r] else upper(substr(md5(g::text), 1, 3 + g % 3)) end,
      g % 5000
    from (
      select g, (g::bigint * 7919) % 11 as r, case (h % 10)
        when 0 then ${w('h / 10')} || ${w('h / 1000')}
        when 1 then ${w('h / 10')} || ' ' || ${w('h / 1000')}
        when 2 then ${w('h / 10')} || (h / 100 % 10000)::text
        when 3 then lower(${w('h / 10')}) || ${s('h / 1000')} || ${s('h / 100000')}
        when 4 then initcap(${s('h / 10')} || ${s('h / 100')} || ${s('h / 10000')})
        when 5 then ${s('h / 10')} || ${s('h / 1000')} || (h / 100 % 1000)::text
        when 6 then 'x' || ${w('h / 10')} || 'x'
        when 7 then ${f('h / 10')} || ${f('h / 1000')}
        when 8 then 'the ' || lower(${w('h / 10')}) || ' ' || lower(${w('h / 1000')})
        else initcap(${s('h / 10')} || ${s('h / 1000')}) || ' ' || ${w('h / 100000')}
      end as name
      from (select g, (g::bigint * 2654435761) % 4294967296 as h from generate_series(${from}, ${to}) g) seeds
    ) named
    on conflict do nothing`;
}

async function searchLatency(db: BenchDatabase, url: string): Promise<Figure[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    for (let from = 1; from <= SEARCH_ROWS; from += SEARCH_BATCH) {
      await client.query(stubInsert(from, Math.min(SEARCH_ROWS, from + SEARCH_BATCH - 1)));
      say(
        `inserted ${Math.min(SEARCH_ROWS, from + SEARCH_BATCH - 1).toLocaleString('en')} stub summoners`,
      );
    }
    await client.query('analyze summoners');
    const insertSeconds = (performance.now() - started) / 1000;
    const { rows: countRows } = await client.query<{ n: string }>(
      'select count(*) as n from summoners',
    );
    const { rows: names } = await client.query<{ game_name: string }>(
      `select game_name from summoners tablesample bernoulli (0.2) repeatable (7) limit ${SEARCH_QUERIES}`,
    );
    const queries = names.map((r, i) => [...r.game_name].slice(0, 1 + (i % 5)).join(''));
    for (const query of queries.slice(0, 50)) {
      await db.app.inject({
        method: 'GET',
        url: `${SEARCH_ROUTE}?query=${encodeURIComponent(query)}`,
      });
    }
    const times: number[] = [];
    let hits = 0;
    for (const query of queries) {
      const at = performance.now();
      const res = await db.app.inject({
        method: 'GET',
        url: `${SEARCH_ROUTE}?query=${encodeURIComponent(query)}`,
      });
      times.push(performance.now() - at);
      if (res.statusCode !== 200)
        throw new Error(`search for ${query} answered ${res.statusCode}: ${res.body}`);
      if ((res.json() as { data: unknown[] }).data.length > 0) hits += 1;
    }
    const slowest = queries[times.indexOf(Math.max(...times))] ?? '';
    const byLength = [1, 2, 3, 4, 5]
      .map((n) => {
        const own = times.filter((_, i) => [...(queries[i] ?? '')].length === n);
        return `${n}: ${quantile(own, 0.99).toFixed(1)}`;
      })
      .join(', ');
    say(`search: p99 by prefix length (ms) ${byLength}`);
    say(
      `search: p50 ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms`,
    );
    return [
      {
        name: `search p99, ${Number(countRows[0]?.n ?? 0).toLocaleString('en')} summoners (postgres)`,
        value: round(quantile(times, 0.99)),
        unit: 'ms',
        goal: '< 5 ms',
        note: `${times.length} prefix queries of 1–5 chars via inject; p50 ${quantile(times, 0.5).toFixed(2)} ms, max ${Math.max(...times).toFixed(1)} ms ("${slowest}"); p99 by length ${byLength} ms; ${hits} with results; rows inserted in ${insertSeconds.toFixed(0)} s`,
      },
    ];
  } finally {
    await client.end();
  }
}

/**
 * The player pages' costs: cold lookup, warm throughput, match detail answers, search on a
 * million rows, ingest rate.
 */
export async function playerDataBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DDRAGON_DIR: process.env.DDRAGON_DIR,
    // Every request comes from this one address.
    LOOKUPS_PER_IP_PER_MINUTE: '1000000',
    NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '1000000',
  });
  const riot = await createRiotDeps(config, pino({ level: 'silent' }));
  const pgTarget = await createPostgres(
    process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    say,
  );
  const dbs: BenchDatabase[] = [];
  try {
    const lite = await openBenchDatabase('pglite', config, riot);
    dbs.push(lite);
    const postgres = pgTarget
      ? await openBenchDatabase('postgres', config, riot, pgTarget.url)
      : null;
    if (postgres) dbs.push(postgres);

    say('cold lookups');
    figures.push(...(await coldLookups(lite, riot, 1)));
    if (postgres) {
      figures.push(...(await coldLookups(postgres, riot, 2)));
      figures.push(...(await coldLookups(postgres, riot, 3, RIOT_LATENCY_MS)));
    } else figures.push(skipped('cold lookup (postgres)'));

    // PostgreSQL is what a deployment runs; PGlite only when there is no server.
    figures.push(...(await warmThroughput(postgres ?? lite, riot)));
    figures.push(...(await matchDetailTimes(postgres ?? lite, riot)));
    if (postgres) figures.push(...(await playerFigureTimes(postgres, riot)));
    else figures.push(skipped('player page figures over 1,000 stored matches (postgres)'));
    if (postgres) figures.push(...(await rankHistoryTimes(postgres)));
    else figures.push(skipped('rank history, 1,000 snapshots (postgres)'));

    say('ingest');
    const batches = await ingestDocuments(riot, dbs);
    if (postgres) figures.push(...(await ingestRates(postgres, batches, riot)));
    else
      figures.push(
        skipped('ingest rate (postgres)'),
        skipped('ingest rate, one match a statement (postgres)'),
      );
    figures.push(...(await ingestRates(lite, batches, riot)));

    if (!postgres || !pgTarget) {
      figures.push(skipped('search p99, 1,000,000 summoners (postgres)'));
    } else if (!postgres.app.hasRoute({ method: 'GET', url: SEARCH_ROUTE })) {
      say(`${SEARCH_ROUTE} does not exist yet; search figure missing`);
      figures.push({
        name: 'search p99, 1,000,000 summoners (postgres)',
        value: Number.NaN,
        unit: 'ms',
        goal: '< 5 ms',
        note: `missing: ${SEARCH_ROUTE} is not implemented yet`,
      });
    } else {
      say(`search: inserting ${SEARCH_ROWS.toLocaleString('en')} stub summoners`);
      figures.push(...(await searchLatency(postgres, pgTarget.url)));
    }
  } finally {
    for (const db of dbs) {
      await db.app.close();
      await db.handle.close();
    }
    await riot.close();
    await pgTarget?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return figures;
}

function skipped(name: string): Figure {
  return {
    name,
    value: Number.NaN,
    unit: '',
    note: 'skipped: PostgreSQL unreachable (BENCH_DATABASE_URL)',
  };
}

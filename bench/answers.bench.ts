/**
 * Every answer a visitor reads, in one table (issue 23): the player page (profile, matches page,
 * recent-games summary, champions tab, top champions, rank history), a match (scoreboard,
 * timeline, build), the champion pages (tier list, default and filtered, and a champion's page)
 * and the lobby (multi-search of five stored players, a live game). For each answer: its median
 * time uncached, through inject with every cache missed, and its throughput and the server's CPU
 * a request warm under autocannon, each as a ratio to a bare route of the same instance.
 *
 * One server in this process over a fresh PostgreSQL database and the in-process simulator, with
 * a clock the bench holds (buildApp's `clock`): moved past an answer's cache lifetime before each
 * uncached request, still while the answer is loaded warm. Every request carries a browser's
 * Accept-Encoding, as every visitor's does, so the figures include compression.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildPath,
  getMatchTimeline,
  getSummoner,
  listChampions,
  listMatchRanks,
  listSummonerMatches,
  type ResponseOf,
} from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { type Config, loadConfig } from '../apps/server/src/platform/config.ts';
import { createRiotDeps, type RiotDeps } from '../apps/server/src/platform/riot.ts';
import {
  type Answer,
  answersOf,
  CACHES,
  LOBBY_SIZE,
  MINUTE,
  RANK_SNAPSHOTS,
  RANKED_SOLO,
  riotId,
  type Stored,
} from './answers-list.ts';
import type { Figure } from './run.ts';
import {
  createPostgres,
  DEFAULT_DATABASE_URL,
  median,
  pgArray,
  quantile,
  restingBusy,
  round,
  type ServerLoad,
  serverLoad,
} from './support.ts';
import { syntheticAggregates } from './synthetic-aggregates.ts';

/** Timed uncached requests of each answer, one after the other through inject. */
const UNCACHED_REQUESTS = 100;
/** Untimed requests first, so that first compilations and plans are not timed. */
const UNCACHED_WARMUP = 10;
const CONNECTIONS = 50;
const LOAD_SECONDS = 5;
const WARMUP_SECONDS = 1;
/** How long the server's CPU use at rest is sampled. */
const RESTING_SAMPLE_MS = 2_000;
/** What a browser sends, and so every visitor. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;
/** The champion aggregates behind the tier list and the champion page. */
const SYNTHETIC_MATCHES = 10_000;

const say = (line: string) => process.stdout.write(`  answers: ${line}\n`);

/** The server's clock: real time until held, then still but for `skip`. */
function benchClock() {
  let heldAt: number | null = null;
  return {
    now: () => heldAt ?? Date.now(),
    hold() {
      heldAt ??= Date.now();
    },
    /** Moves the held clock on by `ms`. */
    skip(ms: number) {
      if (heldAt === null) throw new Error('the clock moves only while held');
      heldAt += ms;
    },
  };
}

type BenchClock = ReturnType<typeof benchClock>;

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) {
    throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return res;
}

const lookupUrl = (p: Player) => buildPath(getSummoner.path, { ...riotId(p), region: p.platform });

/** Riot calls the simulator answered since its last reset, as a note; empty for none. */
function riotCallsNote(riot: RiotDeps): string {
  const stats = riot.sim?.stats();
  if (!stats || stats.total === 0) return '';
  const byMethod = Object.entries(stats.byMethod)
    .map(([method, n]) => `${method} ${n}`)
    .join(', ');
  return `; ${stats.total} Riot call${stats.total === 1 ? '' : 's'} (${byMethod})`;
}

/**
 * Solo/Duo snapshots of the player before the profile's lookup records its own, an hour apart
 * and all in the current season, so that the rank history and its peak have a season of data.
 */
async function storeRankHistory(handle: DatabaseHandle, player: Player): Promise<void> {
  const count = sql.raw(String(RANK_SNAPSHOTS));
  const pick = (list: readonly string[], by: string) =>
    `${pgArray(list)}[1 + (${by}) % ${list.length}]`;
  await handle.db.execute(sql`
    insert into rank_snapshots
      (region, puuid, queue_type, seq, at, tier, rank, league_points, wins, losses)
    select ${player.platform}, ${player.puuid}, 'RANKED_SOLO_5x5', g,
      now() - interval '1 hour' * (${count} - g),
      ${sql.raw(pick(['SILVER', 'GOLD', 'PLATINUM', 'EMERALD'], 'g / 100'))},
      ${sql.raw(pick(['IV', 'III', 'II', 'I'], 'g / 25'))},
      g % 100, g, g / 2
    from generate_series(1, ${count}) g`);
}

/**
 * A Ranked Solo/Duo live game with all ten players looked up, as the lobby bench sets it up: the
 * simulator draws a forced game's queue from the clock, so players with a duo partner are tried
 * in turn, the demo's in-game player first. Null when none could be put into one.
 */
async function storeLiveLobby(app: FastifyInstance, riot: RiotDeps): Promise<Player | null> {
  const world = riot.sim?.world;
  const demo = world?.samplePlayers[2];
  if (!world || !demo) return null;
  const partnered = world.players.filter((p) => p.platform === demo.platform && p.partner !== null);
  for (const candidate of [demo, ...partnered]) {
    const game = world.forceLiveGame(candidate, Date.now());
    if (game.gameQueueConfigId !== RANKED_SOLO) continue;
    for (const p of game.participants) {
      const found = p.puuid ? world.playerByPuuid(p.puuid) : undefined;
      if (found) await get(app, lookupUrl(found));
    }
    return candidate;
  }
  return null;
}

/**
 * The ranks of the match's ten players, read from the simulator by a first view of the match
 * (at low priority, in the background), asked again until none is being read.
 */
async function storeMatchRanks(app: FastifyInstance, matchId: string): Promise<void> {
  const url = buildPath(listMatchRanks.path, { matchId });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ranks = (await get(app, url)).json() as ResponseOf<typeof listMatchRanks>;
    if (!ranks.is_fetching) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the ranks of ${matchId} were not read in a minute`);
}

/**
 * The data behind the answers: the profile's player (a simulator sample) with a rank history,
 * four more players of its region for the lobby, all looked up cold (each stores its last 10
 * matches); a match of the player's with its timeline (stored by a first view); a live lobby;
 * then the champion aggregates of SYNTHETIC_MATCHES matches, which replace the lookups' own.
 */
async function storeData(
  app: FastifyInstance,
  riot: RiotDeps,
  handle: DatabaseHandle,
  databaseUrl: string,
): Promise<Stored> {
  const world = riot.sim?.world;
  const player = world?.samplePlayers[1];
  if (!world || !player) throw new Error('the bench needs the simulator and its sample players');
  // First, into empty tables; the looked-up players' matches then add to them as ingest does.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const written = performance.now();
    const counts = await syntheticAggregates(client, riot.ddragon, SYNTHETIC_MATCHES);
    say(
      `synthetic aggregates of ${SYNTHETIC_MATCHES.toLocaleString('en')} matches (${counts.stats.toLocaleString('en')} stat rows, ${counts.facets.toLocaleString('en')} facet rows) in ${Math.round(performance.now() - written)} ms`,
    );
  } finally {
    await client.end();
  }
  const started = performance.now();
  await storeRankHistory(handle, player);
  const samples = new Set(world.samplePlayers.map((p) => p.puuid));
  const others = world.players
    .filter((p) => p.platform === player.platform && !samples.has(p.puuid))
    .filter((_, i) => i % 37 === 0)
    .slice(0, LOBBY_SIZE - 1);
  const lobby = [player, ...others];
  for (const p of lobby) await get(app, lookupUrl(p));
  const page = (
    await get(
      app,
      `${buildPath(listSummonerMatches.path, riotId(player))}?region=${player.platform}&page=1`,
    )
  ).json() as ResponseOf<typeof listSummonerMatches>;
  const matchId = page.data[0]?.match_id;
  if (!matchId) throw new Error('the player has no stored match');
  await get(app, buildPath(getMatchTimeline.path, { matchId, puuid: player.puuid }));
  await storeMatchRanks(app, matchId);
  const inGame = await storeLiveLobby(app, riot);
  say(
    `looked up ${lobby.length} players of ${player.platform}${inGame ? ' and a live lobby of 10' : ''}, stored a timeline in ${Math.round(performance.now() - started)} ms`,
  );

  return { player, lobby, matchId, inGame };
}

/** The answer's size as sent without compression and with brotli (null: sent as it is). */
async function sizesOf(app: FastifyInstance, answer: Answer) {
  const plain = await get(app, answer.url);
  if (!answer.isFull(plain.json())) {
    throw new Error(`${answer.url} answered an empty answer: ${plain.body.slice(0, 300)}`);
  }
  const br = await get(app, answer.url, { 'accept-encoding': 'br' });
  return {
    identity: plain.rawPayload.length,
    br: br.headers['content-encoding'] === 'br' ? br.rawPayload.length : null,
  };
}

/** Server times through inject, the clock moved past the answer's caches before each request. */
async function uncachedTimes(
  app: FastifyInstance,
  clock: BenchClock,
  answer: Answer,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < UNCACHED_WARMUP + UNCACHED_REQUESTS; i++) {
    clock.skip(CACHES[answer.cache].skipMs);
    const started = performance.now();
    await get(app, answer.url, BROWSER);
    if (i >= UNCACHED_WARMUP) times.push(performance.now() - started);
  }
  return times;
}

const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;
const trouble = (m: ServerLoad) =>
  m.load.non2xx + m.load.errors > 0 ? `; ${m.load.non2xx} non-2xx, ${m.load.errors} errors` : '';

interface Measured {
  answer: Answer;
  times: number[];
  uncachedCalls: string;
  sizes: { identity: number; br: number | null };
  warm: ServerLoad;
  warmCalls: string;
}

/** One answer uncached, then warm with the clock held where the last uncached request left it. */
async function measure(
  app: FastifyInstance,
  riot: RiotDeps,
  clock: BenchClock,
  base: string,
  resting: number,
  answer: Answer,
): Promise<Measured> {
  riot.sim?.resetStats();
  const times = await uncachedTimes(app, clock, answer);
  const uncachedCalls = riotCallsNote(riot);
  const sizes = await sizesOf(app, answer);
  riot.sim?.resetStats();
  const warm = await load(base + answer.url, resting);
  const warmCalls = riotCallsNote(riot);
  say(
    `${answer.name}: uncached p50 ${median(times).toFixed(2)} ms; warm ${Math.round(warm.load.rps)} req/s, ${Math.round(warm.cpuUsPerRequest)} µs CPU a request`,
  );
  return { answer, times, uncachedCalls, sizes, warm, warmCalls };
}

const load = (url: string, resting: number) =>
  serverLoad(
    url,
    {
      connections: CONNECTIONS,
      seconds: LOAD_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      headers: BROWSER,
    },
    resting,
  );

/** An answer's three figures: uncached median, and warm req/s and CPU a request against bare. */
function figuresOf(m: Measured, bare: { rps: number; cpuUs: number }): Figure[] {
  const { answer, times, sizes, warm } = m;
  const name = `answer: ${answer.name}`;
  const size = `${kb(sizes.identity)} identity, ${sizes.br === null ? 'sent as it is (under 1 KB)' : `${kb(sizes.br)} br`}`;
  return [
    {
      name: `${name}: uncached median`,
      value: round(median(times), 1),
      unit: 'ms',
      goal: answer.goal,
      note: `${times.length} via inject after ${UNCACHED_WARMUP} untimed; ${CACHES[answer.cache].uncached}; p95 ${quantile(times, 0.95).toFixed(1)}, max ${Math.max(...times).toFixed(1)} ms${m.uncachedCalls}`,
    },
    {
      name: `${name}: warm req/s / bare route`,
      value: round(warm.load.rps / bare.rps),
      unit: '×',
      ...(answer.warmGoal ? { goal: answer.warmGoal } : {}),
      note: `${Math.round(warm.load.rps)} req/s, p99 ${warm.load.p99} ms; ${CACHES[answer.cache].warm}; ${size}${trouble(warm)}${m.warmCalls}`,
    },
    {
      name: `${name}: warm CPU a request / bare route`,
      value: round(warm.cpuUsPerRequest / bare.cpuUs),
      unit: '×',
      note: `${Math.round(warm.cpuUsPerRequest)} µs a request, server busy ${Math.round(warm.busy * 100)} % of a core`,
    },
  ];
}

/** The bench's configuration: one address sends everything, and the clock runs days ahead. */
function benchConfig(dataDir: string): Config {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DDRAGON_DIR: process.env.DDRAGON_DIR,
    LOOKUPS_PER_IP_PER_MINUTE: '1000000',
    NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '1000000',
    // The uncached runs move the clock about two days on: no stored profile may fall due for a
    // background refresh from Riot meanwhile.
    PROFILE_REFRESH_AGE_MS: String(7 * 24 * 60 * MINUTE),
  });
  return {
    ...config,
    riotSpend: {
      ...config.riotSpend,
      matchDetailsPerIpPerMinute: 1_000_000,
      liveStatusPerIpPerMinute: 1_000_000,
    },
  };
}

/**
 * Every player-facing answer: uncached median through inject, and warm throughput and server CPU
 * a request against a bare route measured first and last.
 */
export async function answersBench(): Promise<Figure[]> {
  const pgTarget = await createPostgres(
    process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    say,
  );
  if (!pgTarget) {
    return [
      {
        name: 'answer: every answer (postgres)',
        value: Number.NaN,
        unit: '',
        note: 'skipped: PostgreSQL unreachable (BENCH_DATABASE_URL)',
      },
    ];
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-bench-'));
  const config = benchConfig(dataDir);
  const riot = await createRiotDeps(config, pino({ level: 'silent' }));
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    handle = await openDatabase({ url: pgTarget.url });
    const clock = benchClock();
    app = await buildApp({ config, database: handle, riot, clock: clock.now });
    // A route with nothing behind it, on the same instance, so both pay the same hooks.
    app.get('/bench/bare', async () => ({ ok: true }));
    await app.ready();
    const stored = await storeData(app, riot, handle, pgTarget.url);
    if (!stored.inGame) say('no Ranked Solo/Duo game could be forced: live game left out');

    clock.hold();
    const tierList = (await get(app, listChampions.path)).json() as ResponseOf<
      typeof listChampions
    >;
    const championKey = tierList.data.find((row) => row.key !== null)?.key;
    if (!championKey) throw new Error('the tier list names no champion');
    // Each answer once, so that none is empty and the live game's spectator answer is stored.
    const answers = answersOf(stored, championKey);
    for (const answer of answers) await sizesOf(app, answer);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const resting = await restingBusy(RESTING_SAMPLE_MS);
    say(`server at rest: ${round(resting * 100, 1)} % of a core`);
    const bareBefore = await load(`${base}/bench/bare`, resting);
    const measured: Measured[] = [];
    for (const answer of answers) {
      measured.push(await measure(app, riot, clock, base, resting, answer));
    }
    const bareAfter = await load(`${base}/bench/bare`, resting);
    // The machine's speed drifts over minutes: the bare route is measured before and after.
    const bare = {
      rps: (bareBefore.load.rps + bareAfter.load.rps) / 2,
      cpuUs: (bareBefore.cpuUsPerRequest + bareAfter.cpuUsPerRequest) / 2,
    };
    say(`bare route ${Math.round(bare.rps)} req/s, ${Math.round(bare.cpuUs)} µs CPU a request`);
    return [
      {
        name: 'bare route: warm req/s',
        value: Math.round(bare.rps),
        unit: 'req/s',
        note: `-c ${CONNECTIONS}, ${LOAD_SECONDS} s after ${WARMUP_SECONDS} s, as every run below; every request with a browser's Accept-Encoding; mean of ${Math.round(bareBefore.load.rps)} before and ${Math.round(bareAfter.load.rps)} after the answers${trouble(bareBefore)}${trouble(bareAfter)}`,
      },
      {
        name: 'bare route: warm CPU a request',
        value: Math.round(bare.cpuUs),
        unit: 'µs',
        note: `mean of before and after; the server's ${round(resting * 100, 1)} % of a core at rest taken off every run`,
      },
      ...measured.flatMap((m) => figuresOf(m, bare)),
    ];
  } finally {
    await app?.close();
    await handle?.close();
    await riot.close();
    await pgTarget.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Scale-out (docs/adr/0006-scale-out-over-redis.md) as real processes on loopback, against one in-process simulator with
 * its limits off and a fresh PostgreSQL database per deployment: cold lookups/s, server CPU and
 * Riot calls a lookup through one server without Redis and through two API processes and two
 * workers sharing Redis; warm lookup throughput through one API process and two; and each
 * process's peak memory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MATCH_PAGE_SIZE } from '@riftscope/contracts';
import { type Platform, regionalRouteOf } from '@riftscope/riot';
import {
  createRiotSim,
  DEFAULT_API_KEY,
  type Player,
  type RiotSim,
  type SimStats,
} from '@riftscope/riot-sim';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import { freePort, startProcess } from '../apps/server/test/processes.ts';
import type { Figure } from './run.ts';
import {
  deleteRedisKeys,
  type ProcessMemory,
  processMemory,
  redisProblem,
  START_TIMEOUT_MS,
  type Started,
  startNote,
  stopAll,
  waitForHealth,
} from './scale-out-processes.ts';
import {
  autocannon,
  cpuMs,
  createPostgres,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  type LoadResult,
  quantile,
  round,
} from './support.ts';

const ddragonDir = process.env.DDRAGON_DIR ?? DDRAGON_SNAPSHOT_DIR;

/** Cold lookups timed per deployment, and how many are under way at once. */
const COLD_LOOKUPS = 200;
const COLD_CONCURRENCY = 20;
/** Lookups before timing, so that JIT warm-up and first-query planning are not measured. */
const WARMUP_LOOKUPS = 4;
const CONNECTIONS = 50;
const LOAD_SECONDS = 5;
const WARMUP_SECONDS = 2;

const say = (line: string) => process.stdout.write(`  scale-out: ${line}\n`);

const summonerPath = (p: Pick<Player, 'gameName' | 'tagLine' | 'platform'>) =>
  `/api/summoners/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/${p.platform}`;
const matchesPath = (p: Pick<Player, 'gameName' | 'tagLine' | 'platform'>) =>
  `/api/summoners/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/matches?region=${p.platform}`;

/**
 * Players no one has looked up and not in `taken`, spread evenly over the regional routes (as
 * scale-out.test.ts picks them), so that no route's share of the work dominates.
 */
function unknownPlayers(sim: RiotSim, count: number, taken: Set<string>): Player[] {
  const samples = new Set(sim.world.samplePlayers.map((p) => p.puuid));
  const byRoute = new Map<string, Player[]>();
  for (const p of sim.world.players) {
    if (samples.has(p.puuid) || taken.has(p.puuid)) continue;
    const route = regionalRouteOf(p.platform as Platform);
    byRoute.set(route, [...(byRoute.get(route) ?? []), p]);
  }
  const queues = [...byRoute.values()];
  const picked: Player[] = [];
  for (let i = 0; picked.length < count; i++) {
    const p = queues[i % queues.length]?.[Math.floor(i / queues.length)];
    if (p) picked.push(p);
    if (i > count * queues.length) throw new Error('the world has too few players');
  }
  for (const p of picked) taken.add(p.puuid);
  return picked;
}

/**
 * The fewest Riot calls that store `players` after `stored`: account, summoner, league entries
 * and match ids for each, and each match of their first pages that is not stored yet, once.
 */
function fewestCalls(sim: RiotSim, players: readonly Player[], stored: readonly Player[]): number {
  const firstPage = (p: Player) => sim.world.matchIds(p, { start: 0, count: MATCH_PAGE_SIZE });
  const known = new Set(stored.flatMap(firstPage));
  const matches = new Set(players.flatMap(firstPage).filter((id) => !known.has(id)));
  return 4 * players.length + matches.size;
}

/** Asks for `url` until it is served; a 503 with Retry-After means "still fetching". */
async function served(url: string): Promise<number> {
  for (;;) {
    const res = await fetch(url);
    await res.arrayBuffer();
    const retryAfter = Number(res.headers.get('retry-after'));
    if (res.status !== 503 || !(retryAfter > 0)) return res.status;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/**
 * Looks a player up as the player page does: the profile, then its first page of matches, which
 * the profile is answered before. The status of the first that is not 200, else 200, and how
 * long the profile took.
 */
async function lookUp(base: string, p: Player): Promise<{ status: number; profileMs: number }> {
  const at = performance.now();
  const profile = await served(`${base}${summonerPath(p)}`);
  const profileMs = performance.now() - at;
  if (profile !== 200) return { status: profile, profileMs };
  return { status: await served(`${base}${matchesPath(p)}`), profileMs };
}

/** Looks `players` up, `COLD_CONCURRENCY` at a time, spread over `bases` in turn. */
async function coldLookups(bases: readonly string[], players: readonly Player[]) {
  const times: number[] = [];
  const profileTimes: number[] = [];
  const failures: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(COLD_CONCURRENCY, players.length) }, async () => {
      for (let i = next++; i < players.length; i = next++) {
        const player = players[i];
        const base = bases[i % bases.length];
        if (!player || !base) continue;
        const at = performance.now();
        const { status, profileMs } = await lookUp(base, player);
        times.push(performance.now() - at);
        profileTimes.push(profileMs);
        if (status !== 200) failures.push(status);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, times, profileTimes, failures };
}

/** autocannon against one URL with this bench's connections. */
const load = (url: string, seconds: number) =>
  autocannon(url, { connections: CONNECTIONS, seconds });

interface ColdRun {
  seconds: number;
  /** Each lookup until its first match page was answered; `profileTimes` until its profile. */
  times: number[];
  profileTimes: number[];
  failures: number[];
  calls: SimStats;
  fewestCalls: number;
  /** CPU the processes used during the timed lookups, by process. */
  cpuMs: Map<string, number>;
}

/** Warm-up lookups, then COLD_LOOKUPS players nobody has looked up, timed and counted. */
async function measureCold(
  sim: RiotSim,
  taken: Set<string>,
  apis: readonly Started[],
  processes: readonly Started[],
): Promise<ColdRun> {
  const bases = apis.map((api) => api.url ?? '');
  const warmups = unknownPlayers(sim, WARMUP_LOOKUPS, taken);
  await coldLookups(bases, warmups);
  const players = unknownPlayers(sim, COLD_LOOKUPS, taken);
  const cpuBefore = await Promise.all(processes.map((p) => cpuMs(p.process.child.pid)));
  sim.resetStats();
  const run = await coldLookups(bases, players);
  const calls = sim.stats();
  const cpuAfter = await Promise.all(processes.map((p) => cpuMs(p.process.child.pid)));
  const used = new Map(
    processes.map((p, i) => [p.name, (cpuAfter[i] ?? Number.NaN) - (cpuBefore[i] ?? Number.NaN)]),
  );
  say(
    `${apis.length} API: ${COLD_LOOKUPS} cold lookups in ${run.seconds.toFixed(1)} s; Riot calls ${JSON.stringify(calls.byMethod)}`,
  );
  return { ...run, calls, fewestCalls: fewestCalls(sim, players, warmups), cpuMs: used };
}

/** autocannon against each URL at once after a warm-up; the results in the same order. */
async function warmLoad(urls: readonly string[]): Promise<LoadResult[]> {
  await Promise.all(urls.map((url) => load(url, WARMUP_SECONDS)));
  return Promise.all(urls.map((url) => load(url, LOAD_SECONDS)));
}

const coldNote = (r: ColdRun) =>
  `${COLD_LOOKUPS} players, ${COLD_CONCURRENCY} at once; per lookup (profile, then first match page) p50 ${Math.round(quantile(r.times, 0.5))} ms, p99 ${Math.round(quantile(r.times, 0.99))} ms; profile p50 ${Math.round(quantile(r.profileTimes, 0.5))} ms${r.failures.length > 0 ? `; ${r.failures.length} not 200 (${[...new Set(r.failures)].join(', ')})` : ''}`;

const totalCpu = (r: ColdRun) => [...r.cpuMs.values()].reduce((a, b) => a + b, 0);

function cpuFigure(name: string, r: ColdRun): Figure {
  const parts = [...r.cpuMs].map(([process, ms]) => `${process} ${Math.round(ms)}`).join(', ');
  return {
    name: `server CPU per cold lookup, ${name}`,
    value: round(totalCpu(r) / COLD_LOOKUPS, 1),
    unit: 'ms',
    note: `user + system of the server processes (${parts} ms in all); not Redis, PostgreSQL or the simulator`,
  };
}

function callsFigure(name: string, r: ColdRun): Figure {
  return {
    name: `Riot calls per cold lookup, ${name}`,
    value: round(r.calls.total / COLD_LOOKUPS, 2),
    unit: 'calls',
    goal: '14 − stored matches',
    note: `${r.calls.total} at the simulator, fewest possible ${r.fewestCalls}: 14 a player less matches an earlier lookup stored; ${r.calls.byStatus['429'] ?? 0} answered 429`,
  };
}

const warmFigure = (name: string, results: readonly LoadResult[], note: string): Figure => {
  const rps = results.reduce((sum, r) => sum + r.rps, 0);
  const trouble = results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  const each =
    results.length > 1 ? `${results.map((r) => Math.round(r.rps)).join(' + ')} req/s; ` : '';
  return {
    name: `warm lookup, ${name}`,
    value: Math.round(rps),
    unit: 'req/s',
    note: `${note}; ${each}p99 ${results.map((r) => r.p99).join(' / ')} ms${trouble > 0 ? `; ${trouble} non-2xx or errors` : ''}`,
  };
};

async function memoryFigure(p: Started, start: ProcessMemory, after: string): Promise<Figure> {
  const mb = (await processMemory(p.process.child.pid)).peakMb;
  return {
    name: `peak server memory (RSS), ${p.name}`,
    value: mb,
    unit: 'MB',
    note: Number.isFinite(mb)
      ? `VmHWM after ${after}; ${startNote(start)}`
      : 'no /proc/<pid>/status on this system',
  };
}

const SCALED = '2 API + 2 workers (Redis)';
const SINGLE = '1 server (no Redis)';

function skipped(names: readonly string[], reason: string): Figure[] {
  return names.map((name) => ({ name, value: Number.NaN, unit: '', note: `skipped: ${reason}` }));
}

const SCALED_FIGURES = [
  `cold lookups, ${SCALED}`,
  'cold lookups, scaled out / 1 server',
  `warm lookup, 2 API / 1 API (Redis)`,
  'peak server memory (RSS), api-a, api-b, worker-a, worker-b',
];

/** One bench run: the simulator, the players looked up so far, and what it started. */
interface ScaleOutRun {
  sim: RiotSim;
  taken: Set<string>;
  redisUrl: string;
  keyPrefix: string;
  dataDir: string;
  processes: Started[];
}

/** A server process's environment: its own data folder, the database, Redis when it shares one. */
function envFor(
  run: ScaleOutRun,
  { name, databaseUrl, redis }: { name: string; databaseUrl: string; redis: boolean },
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // Fastify logs every request at info, which would be measured too.
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: join(run.dataDir, name),
    DATABASE_URL: databaseUrl,
    ...(redis ? { REDIS_URL: run.redisUrl, REDIS_KEY_PREFIX: run.keyPrefix } : {}),
    RIOT_API_KEY: DEFAULT_API_KEY,
    RIOT_API_BASE_URL: run.sim.baseUrlTemplate,
    DDRAGON_DIR: ddragonDir,
    CRAWL_INTERVAL_MINUTES: '0',
    // Every lookup comes from this one address.
    LOOKUPS_PER_IP_PER_MINUTE: '1000000',
    NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '1000000',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'correct horse battery',
  };
}

async function startApi(
  run: ScaleOutRun,
  server: { name: string; databaseUrl: string; redis: boolean },
): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started: Started = {
    name: server.name,
    url,
    process: startProcess('main', { ...envFor(run, server), PORT: String(port), PUBLIC_URL: url }),
  };
  run.processes.push(started);
  return started;
}

function startWorker(run: ScaleOutRun, name: string, databaseUrl: string): Started {
  // A worker logs nothing per job at info, and says when it takes jobs.
  const env = { ...envFor(run, { name, databaseUrl, redis: true }), LOG_LEVEL: 'info' };
  const started: Started = { name, process: startProcess('worker', env) };
  run.processes.push(started);
  return started;
}

/** Looks a player up through an API and gives the address its warm lookups load. */
const lookupOf = (player: Player) => async (api: Started) => {
  const { status } = await lookUp(api.url ?? '', player);
  if (status !== 200) throw new Error(`lookup through ${api.name} answered ${status}`);
  return `${api.url}${summonerPath(player)}`;
};

/** (a) One server, no Redis: it fetches players itself. */
async function measureSingle(run: ScaleOutRun, databaseUrl: string) {
  const at = performance.now();
  const alone = await startApi(run, { name: 'server', databaseUrl, redis: false });
  await waitForHealth(alone);
  const aloneStart = await processMemory(alone.process.child.pid);
  say(`1 server up in ${Math.round(performance.now() - at)} ms`);
  const a = await measureCold(run.sim, run.taken, [alone], [alone]);
  const [warm] = unknownPlayers(run.sim, 1, run.taken);
  if (!warm) throw new Error('no player left for the warm lookups');
  say(`autocannon 1 server (${WARMUP_SECONDS} s warm-up, ${LOAD_SECONDS} s at -c ${CONNECTIONS})`);
  const aWarm = await warmLoad([await lookupOf(warm)(alone)]);
  const aloneMemory = await memoryFigure(alone, aloneStart, 'cold lookups and autocannon');
  await stopAll([alone]);
  const figures: Figure[] = [
    {
      name: `cold lookups, ${SINGLE}`,
      value: round(COLD_LOOKUPS / a.seconds, 1),
      unit: 'lookups/s',
      note: coldNote(a),
    },
    cpuFigure(SINGLE, a),
    callsFigure(SINGLE, a),
    warmFigure(
      SINGLE,
      aWarm,
      `-c ${CONNECTIONS}, ${LOAD_SECONDS} s; answers cached in the process`,
    ),
  ];
  return { a, warm, figures, aloneMemory };
}

/** Two workers, then two API processes one after the other, all up and taking jobs. */
async function startScaled(run: ScaleOutRun, databaseUrl: string) {
  const workers = ['worker-a', 'worker-b'].map((name) => startWorker(run, name, databaseUrl));
  // One API process after the other: two creating the admin account at once on an empty
  // database race, and the loser exits (duplicate key on users_email_key).
  const apis: Started[] = [];
  for (const name of ['api-a', 'api-b']) {
    const api = await startApi(run, { name, databaseUrl, redis: true });
    await waitForHealth(api);
    apis.push(api);
  }
  await Promise.all(
    workers.map((w) => w.process.waitFor(/worker is taking jobs/, START_TIMEOUT_MS)),
  );
  return { apis, scaled: [...apis, ...workers] };
}

/** (b) and (c): the scaled-out deployment's cold and warm lookups, beside the single server's. */
async function measureScaled(
  run: ScaleOutRun,
  databaseUrl: string,
  single: { a: ColdRun; warm: Player },
): Promise<{ figures: Figure[]; memory: Figure[] }> {
  const { a, warm } = single;
  // (b) Two API processes and two workers sharing Redis: lookups go through the queue.
  const at = performance.now();
  const { apis, scaled } = await startScaled(run, databaseUrl);
  const starts = await Promise.all(scaled.map((p) => processMemory(p.process.child.pid)));
  say(`2 API + 2 workers up in ${Math.round(performance.now() - at)} ms`);
  const b = await measureCold(run.sim, run.taken, apis, scaled);

  // (c) Warm lookups of one stored player: one API process, then both at once.
  const urls = await Promise.all(apis.map(lookupOf(warm)));
  say(`autocannon api-a, then api-a and api-b at once (each -c ${CONNECTIONS})`);
  const one = await warmLoad(urls.slice(0, 1));
  const both = await warmLoad(urls);
  const memory: Figure[] = [];
  for (const [i, p] of scaled.entries()) {
    const after = p.url ? 'cold lookups and autocannon' : 'cold lookups';
    const start = starts[i] ?? { peakMb: Number.NaN, anonMb: Number.NaN, fileMb: Number.NaN };
    memory.push(await memoryFigure(p, start, after));
  }
  return { figures: scaledFigures({ a, b, one, both }), memory };
}

/** The scaled-out deployment's figures, and its ratios to the single server. */
function scaledFigures(runs: {
  a: ColdRun;
  b: ColdRun;
  one: LoadResult[];
  both: LoadResult[];
}): Figure[] {
  const { a, b, one, both } = runs;
  const sum = (results: readonly LoadResult[]) => results.reduce((s, r) => s + r.rps, 0);
  return [
    {
      name: `cold lookups, ${SCALED}`,
      value: round(COLD_LOOKUPS / b.seconds, 1),
      unit: 'lookups/s',
      note: coldNote(b),
    },
    {
      name: 'cold lookups, scaled out / 1 server',
      value: round(a.seconds / b.seconds),
      unit: '×',
      note: 'the processes, Redis, PostgreSQL, the simulator and the client share 2 cores: this is the cost of the queue, not a speed-up',
    },
    cpuFigure(SCALED, b),
    {
      name: 'server CPU per cold lookup, scaled out / 1 server',
      value: round(totalCpu(b) / totalCpu(a)),
      unit: '×',
      note: 'what the queue, its Redis round trips and a second process type cost in CPU',
    },
    callsFigure(SCALED, b),
    warmFigure(
      '1 API process (Redis)',
      one,
      `-c ${CONNECTIONS}, ${LOAD_SECONDS} s; answers cached in Redis`,
    ),
    warmFigure('2 API processes (Redis)', both, `two autocannons at once, -c ${CONNECTIONS} each`),
    {
      name: 'warm lookup, 2 API / 1 API (Redis)',
      value: round(sum(both) / sum(one)),
      unit: '×',
      note: 'two autocannons, two servers and Redis share 2 cores',
    },
  ];
}

/** Stops every process, closes the simulator, drops the databases and the run's Redis keys. */
async function cleanUp(
  run: { processes: Started[]; sim: RiotSim | undefined; dataDir: string },
  stores: { databases: { drop(): Promise<void> }[]; redis: { url: string; prefix: string } | null },
) {
  await stopAll(run.processes).catch((err: unknown) => say(`stopping failed: ${err}`));
  await run.sim?.close().catch((err: unknown) => say(`simulator close failed: ${err}`));
  for (const db of stores.databases) {
    await db.drop().catch((err: unknown) => say(`dropping a database failed: ${err}`));
  }
  const { redis } = stores;
  if (redis) {
    await deleteRedisKeys(redis.url, redis.prefix)
      .then((n) => say(`deleted ${n} Redis keys under ${redis.prefix}:`))
      .catch((err: unknown) => say(`deleting Redis keys failed: ${err}`));
  }
  await rm(run.dataDir, { recursive: true, force: true });
}

/**
 * One server without Redis against two API processes and two workers sharing Redis, all real
 * processes: cold lookups/s, CPU and Riot calls a lookup, warm lookup throughput and each
 * process's peak memory.
 */
export async function scaleOutBench(): Promise<Figure[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const redisTrouble = await redisProblem(redisUrl);
  if (redisTrouble) {
    say(`Redis at ${redisUrl} unreachable (${redisTrouble}); the scaled-out figures are skipped`);
  }
  const databases: { url: string; drop(): Promise<void> }[] = [];
  const keyPrefix = `bench-scale-${process.pid}-${Date.now().toString(36)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-bench-scale-'));
  const started: { processes: Started[]; sim: RiotSim | undefined; dataDir: string } = {
    processes: [],
    sim: undefined,
    dataDir,
  };

  try {
    const single = await createPostgres(adminUrl, say);
    if (single) databases.push(single);
    const shared = single && !redisTrouble ? await createPostgres(adminUrl, say) : null;
    if (shared) databases.push(shared);
    if (!single) {
      return skipped(
        [`cold lookups, ${SINGLE}`, 'peak server memory (RSS), server', ...SCALED_FIGURES],
        'PostgreSQL unreachable (BENCH_DATABASE_URL)',
      );
    }

    started.sim = await createRiotSim({ ddragonDir });
    const run: ScaleOutRun = {
      ...started,
      sim: started.sim,
      taken: new Set(),
      redisUrl,
      keyPrefix,
    };
    const alone = await measureSingle(run, single.url);
    if (!shared) {
      return [
        ...alone.figures,
        alone.aloneMemory,
        ...skipped(SCALED_FIGURES, `Redis unreachable at ${redisUrl} (BENCH_REDIS_URL)`),
      ];
    }
    const scaled = await measureScaled(run, shared.url, alone);
    return [...alone.figures, ...scaled.figures, alone.aloneMemory, ...scaled.memory];
  } finally {
    const redis = redisTrouble ? null : { url: redisUrl, prefix: keyPrefix };
    await cleanUp(started, { databases, redis });
  }
}

/** Helpers the benchmarks share. */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon');
const httpLoadScript = fileURLToPath(new URL('./http-load.ts', import.meta.url));

/** The value at quantile `q` (0–1) of `values`; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A PostgreSQL array literal of numbers or strings (quotes doubled), for generated SQL. */
export const pgArray = (values: readonly (string | number)[]) =>
  `(array[${values
    .map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`))
    .join(',')}])`;

/** A URL with its password hidden, for messages. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** The PostgreSQL server benches create their databases beside (BENCH_DATABASE_URL overrides). */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** The Redis benches use (BENCH_REDIS_URL, else REDIS_URL, overrides). */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Runs `work` with a connection to `adminUrl`'s server. */
export async function withAdmin<T>(
  adminUrl: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A database name of `adminUrl`'s server as a URL. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh PostgreSQL database beside `adminUrl`'s, or null (after telling `say`) when the
 * server is unreachable; `drop` removes it. With `template`, a copy of that database, copied
 * file by file (PostgreSQL 15's FILE_COPY, far quicker than the default for gigabytes).
 */
export async function createPostgres(
  adminUrl: string,
  say: (line: string) => void,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `riftscope_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  let connected = false;
  try {
    await admin.connect();
    connected = true;
    await admin.query(
      template === undefined
        ? `create database ${name}`
        : `create database ${name} template ${template} strategy file_copy`,
    );
  } catch (err) {
    // A template that cannot be copied is the bench's fault, not a missing server.
    if (template !== undefined && connected) throw err;
    say(
      `PostgreSQL at ${redact(adminUrl)} unreachable (${(err as Error).message}); its figures are skipped`,
    );
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** One autocannon run as the benches report it. */
export interface LoadResult {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon on `url` in its own process, so that it does not share the server's event loop;
 * `headers` are sent with every request.
 */
export async function autocannon(
  url: string,
  options: { connections: number; seconds: number; headers?: Readonly<Record<string, string>> },
): Promise<LoadResult> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}=${value}`,
  ]);
  const { stdout } = await run(
    process.execPath,
    [
      autocannonBin,
      '-c',
      String(options.connections),
      '-d',
      String(options.seconds),
      ...headers,
      '-j',
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return parseAutocannon(stdout);
}

/** One autocannon run and what it cost the server, which runs in the bench's own process. */
export interface ServerLoad {
  load: LoadResult;
  /** The server's CPU time per answered request, in µs. */
  cpuUsPerRequest: number;
  /** The server's CPU time over the run's wall time: 1 is one core kept busy. */
  busy: number;
}

/**
 * This process's CPU use with no requests (the simulator's and the app's timers), as a fraction
 * of a core over `sampleMs`: taken off each run's CPU by `serverLoad`, so that a slower run is
 * not charged more of it.
 */
export async function restingBusy(sampleMs: number): Promise<number> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await sleep(sampleMs);
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / ((performance.now() - started) * 1000);
}

/**
 * autocannon on `url` for `warmupSeconds` uncounted and then `seconds`, and the CPU that this
 * process (the server) spent in the counted run beyond its `resting` use. autocannon runs in its
 * own process, which process.cpuUsage does not count.
 */
export async function serverLoad(
  url: string,
  options: {
    connections: number;
    seconds: number;
    warmupSeconds: number;
    headers?: Readonly<Record<string, string>>;
  },
  resting: number,
): Promise<ServerLoad> {
  const { warmupSeconds, ...counted } = options;
  await autocannon(url, { ...counted, seconds: warmupSeconds });
  const cpu = process.cpuUsage();
  const started = performance.now();
  const load = await autocannon(url, counted);
  const wallUs = (performance.now() - started) * 1000;
  const used = process.cpuUsage(cpu);
  const cpuUs = Math.max(0, used.user + used.system - resting * wallUs);
  return {
    load,
    cpuUsPerRequest: cpuUs / Math.max(1, load.rps * options.seconds),
    busy: cpuUs / wallUs,
  };
}

/** Reads autocannon's `-j` JSON output. */
export function parseAutocannon(stdout: string): LoadResult {
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** One run of the body-discarding load generator: a LoadResult with its median latency too. */
export interface HttpLoadResult extends LoadResult {
  p50: number;
  /** The load generator's own CPU over the measured seconds: 1 is one core kept busy. */
  clientBusy: number;
}

/**
 * bench/http-load.ts on `url` in its own process: `connections` keep-alive connections, each
 * asking again when its answer has ended, for `warmupSeconds` uncounted and then `seconds`
 * counted. Bodies are discarded unread, so large binary answers do not slow the client down.
 */
export async function httpLoad(
  url: string,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<HttpLoadResult> {
  const { stdout } = await run(process.execPath, [
    httpLoadScript,
    url,
    String(options.connections),
    String(options.seconds),
    String(options.warmupSeconds),
  ]);
  const result = JSON.parse(stdout) as { [K in keyof HttpLoadResult]: number | null };
  // JSON writes NaN (no answer to take a percentile of) as null.
  const num = (n: number | null) => n ?? Number.NaN;
  return {
    rps: num(result.rps),
    p50: num(result.p50),
    p99: num(result.p99),
    non2xx: num(result.non2xx),
    errors: num(result.errors),
    clientBusy: num(result.clientBusy),
  };
}

/** Linux reports process CPU times in USER_HZ ticks, 100 a second on every architecture. */
const CLOCK_TICKS = 100;

/** CPU time (user + system) the process has used so far, in ms; NaN where /proc is missing. */
export async function cpuMs(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** The simulator's example player whose page the web and ssr benches open (kr). */
export const EXAMPLE_PLAYER_PAGE = '/en/summoner/kr/Silent%20Brush/KR1';

/**
 * Looks EXAMPLE_PLAYER_PAGE's player up as the page does (profile, then the first page of
 * matches), so that the site has it stored and draws its page with its data.
 */
export async function lookUpExamplePlayer(siteUrl: string): Promise<void> {
  const name = 'Silent%20Brush/KR1';
  for (const url of [`/api/summoners/${name}/kr`, `/api/summoners/${name}/matches?region=kr`]) {
    const response = await fetch(`${siteUrl}${url}`);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    await response.arrayBuffer();
  }
}

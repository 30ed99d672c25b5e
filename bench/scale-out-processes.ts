/** The scale-out bench's processes: their health, memory, logs, stopping, and Redis. */
import { readFile } from 'node:fs/promises';
import { Redis } from 'ioredis';
import type { RunningProcess } from '../apps/server/test/processes.ts';
import { round } from './support.ts';

export const START_TIMEOUT_MS = 60_000;

const say = (line: string) => process.stdout.write(`  scale-out: ${line}\n`);

/** A started API process or worker. */
export interface Started {
  name: string;
  process: RunningProcess;
  /** The API's address; none for a worker. */
  url?: string;
}

/** A process's memory from /proc/<pid>/status, in MB; NaN where /proc is missing. */
export interface ProcessMemory {
  /** Peak resident set (VmHWM). */
  peakMb: number;
  /** Resident anonymous memory (RssAnon): the V8 heap, native allocations, code. */
  anonMb: number;
  /** Resident file-backed memory (RssFile): node's binary and the shared libraries. */
  fileMb: number;
}

export async function processMemory(pid: number | undefined): Promise<ProcessMemory> {
  let status = '';
  try {
    if (pid !== undefined) status = await readFile(`/proc/${pid}/status`, 'utf8');
  } catch {
    // Gone, or no /proc on this system.
  }
  const mb = (field: string) => {
    const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1];
    return kb ? round(Number(kb) / 1024, 1) : Number.NaN;
  };
  return { peakMb: mb('VmHWM'), anonMb: mb('RssAnon'), fileMb: mb('RssFile') };
}

export const startNote = (m: ProcessMemory) =>
  `${m.peakMb} MB once started (resident then: ${m.anonMb} MB anonymous, ${m.fileMb} MB file-backed)`;

/** Null when Redis answers PING, otherwise why not. */
export async function redisProblem(url: string): Promise<string | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (err) {
    return (err as Error).message || String(err);
  } finally {
    redis.disconnect();
  }
}

export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    let deleted = 0;
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 })) {
      const batch = keys as string[];
      if (batch.length > 0) deleted += await redis.del(...batch);
    }
    return deleted;
  } finally {
    await redis.quit().catch(() => {});
  }
}

/** Waits until the API answers /api/health, failing early when its process exits. */
export async function waitForHealth(api: Started): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const { child } = api.process;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${api.name} exited before answering:\n${api.process.output()}`);
    }
    try {
      const res = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${api.name} did not answer /api/health:\n${api.process.output()}`);
}

/**
 * What a process logged at warn or above (it logs pino JSON) and anything else it wrote, as
 * distinct messages with how often each came.
 */
function troubleSummary(output: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of output.split('\n')) {
    if (line.trim() === '') continue;
    let key = line.slice(0, 300);
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string };
      };
      if ((entry.level ?? 0) < 40) continue;
      key = `${entry.msg ?? ''}${entry.err?.message ? ` (${entry.err.message})` : ''}`;
    } catch {
      // Not pino's: a Node warning or a crash.
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Stops a process with its own stop() and says how it went and what it complained about. */
async function stopAndReport(started: Started): Promise<void> {
  const at = performance.now();
  await started.process.stop();
  const { exitCode, signalCode } = started.process.child;
  const ms = Math.round(performance.now() - at);
  const how = signalCode ? `killed by ${signalCode}` : `exit ${exitCode}`;
  say(`${started.name} stopped in ${ms} ms (${how})`);
  for (const [message, n] of troubleSummary(started.process.output())) {
    say(`  ${started.name} logged ${n} × ${message}`);
  }
}

const isRunning = ({ process: { child } }: Started) =>
  child.exitCode === null && child.signalCode === null;

/** Stops those still running, all at once. */
export async function stopAll(list: readonly Started[]): Promise<void> {
  await Promise.all(list.filter(isRunning).map((p) => stopAndReport(p)));
}

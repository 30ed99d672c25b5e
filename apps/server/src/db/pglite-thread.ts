import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import {
  type DatabaseAnswer,
  type DatabaseRequest,
  type DatabaseStarted,
  type DatabaseThreadOptions,
  errorFrom,
} from './pglite-thread-protocol.ts';

/** What drizzle's PGlite driver and the migrator call on a PGlite client, and nothing more. */
export interface PgliteOnThread {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(work: (tx: Pick<PgliteOnThread, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  /** The whole data folder as an uncompressed tarball, to open copies of it from (`from`). */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
}

type Ask = <T>(request: DistributiveOmit<DatabaseRequest, 'id'>) => Promise<T>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Opens PGlite on a thread of its own (pglite-thread-worker.ts) and returns a client that asks it
 * by message: the engine's CPU then runs beside the server's event loop instead of on it
 * (docs/adr/0013-embedded-database-thread.md). Rows, results and errors (with their `code`) come
 * back as PGlite gives them. Parsers cannot cross threads: a query's `parsers` must keep the text
 * as it is, which is all drizzle's are.
 */
export async function openPgliteThread(
  dir: string | undefined,
  from?: Uint8Array,
): Promise<PgliteOnThread> {
  const worker = new Worker(new URL('./pglite-thread-worker.ts', import.meta.url), {
    workerData: { dir, from } satisfies DatabaseThreadOptions,
  });
  await threadStarted(worker);
  const messages = threadMessages(worker);
  const { ask } = messages;
  return {
    ...executor(ask, undefined),
    transaction: (work) => inTransaction(ask, work),
    dump: () => ask({ kind: 'dump' }),
    async close() {
      if (!messages.hasFailed()) await ask({ kind: 'close' });
      messages.failAll(new Error('The embedded database is closed'));
      await worker.terminate();
    },
  };
}

const threadStopped = (code: number) =>
  new Error(`The embedded database's thread stopped (exit code ${code})`);

/** Resolves once the thread has opened the database; rejects with its error otherwise. */
function threadStarted(worker: Worker): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onExit = (code: number) => reject(threadStopped(code));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (started: DatabaseStarted) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (started.started) resolve();
      else reject(errorFrom(started.error));
    });
  });
}

/**
 * Requests to the thread by id and their answers: once the thread fails or stops, every waiting
 * request and every later one fails with that first error.
 */
function threadMessages(worker: Worker) {
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (err: Error) => {
    failure ??= err;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };

  worker.on('message', (answer: DatabaseAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.value);
    else waiting.reject(errorFrom(answer.error));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(threadStopped(code)));

  const ask: Ask = (request) => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  return { ask, failAll, hasFailed: () => failure !== null };
}

/** Queries outside a transaction (`tx` undefined) or inside the thread's transaction `tx`. */
function executor(ask: Ask, tx: number | undefined): Pick<PgliteOnThread, 'query' | 'exec'> {
  return {
    query: (sql, params = [], options) =>
      ask({
        kind: 'query',
        sql,
        params,
        rowMode: options?.rowMode,
        rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
        tx,
      }),
    exec: (sql) => ask({ kind: 'exec', sql, tx }),
  };
}

/** Runs `work` in a transaction of the thread: committed when it resolves, rolled back when not. */
async function inTransaction<T>(
  ask: Ask,
  work: (tx: Pick<PgliteOnThread, 'query' | 'exec'>) => Promise<T>,
): Promise<T> {
  const tx = await ask<number>({ kind: 'begin' });
  let result: T;
  try {
    result = await work(executor(ask, tx));
  } catch (err) {
    await ask({ kind: 'end', tx, commit: false }).catch(() => {});
    throw err;
  }
  await ask({ kind: 'end', tx, commit: true });
  return result;
}

/** The thread's client where drizzle expects PGlite's own: it calls only what PgliteOnThread has. */
export const asPglite = (client: PgliteOnThread): PGlite => client as unknown as PGlite;

/**
 * The embedded database's own thread: PGlite runs here, so that its engine's CPU (PostgreSQL
 * compiled to WebAssembly runs on the thread that calls it) never holds the server's event loop.
 * It answers the server's thread (pglite-thread.ts) one message at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  type DatabaseAnswer,
  type DatabaseRequest,
  type DatabaseStarted,
  type DatabaseThreadOptions,
  errorFields,
} from './pglite-thread-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker.ts runs as a worker thread');
const { dir, from } = workerData as DatabaseThreadOptions;

/** Keeps a value's text as the database sent it. */
const asText = (value: string) => value;

/** Transactions under way: each holds PGlite's transaction open until the server's thread ends it. */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }
>();
let nextTransaction = 1;

function executorOf(tx: number | undefined): Pick<PGlite, 'query' | 'exec'> {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`No transaction ${tx} is under way`);
  return open.tx;
}

async function begin(): Promise<number> {
  const id = nextTransaction++;
  const { promise: opened, resolve: onOpen } = Promise.withResolvers<Transaction>();
  const { promise: ended, resolve: end } = Promise.withResolvers<boolean>();
  const done = db
    .transaction(async (tx) => {
      onOpen(tx);
      if (!(await ended)) await tx.rollback();
    })
    .then(() => {});
  // A transaction that could not begin rejects `done` before `opened` settles.
  const tx = await Promise.race([opened, done.then(() => opened)]);
  transactions.set(id, { tx, end, done });
  return id;
}

async function answer(request: DatabaseRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query':
      return executorOf(request.tx).query(request.sql, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        parsers: Object.fromEntries(request.rawTypes.map((oid) => [oid, asText])),
      });
    case 'exec':
      return executorOf(request.tx).exec(request.sql);
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`No transaction ${request.tx} is under way`);
      transactions.delete(request.tx);
      open.end(request.commit);
      await open.done;
      return null;
    }
    case 'dump': {
      const tarball = await db.dumpDataDir('none');
      return new Uint8Array(await tarball.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
  }
}

/**
 * PostgreSQL's shared buffers, in the engine's WebAssembly memory. PGlite's default, 128 MB, is
 * PostgreSQL's own and sized for a server of its own; here they sit in the site's process, whose
 * data files are read through the operating system's file cache anyway. 16 MB keeps the pages the
 * site reads most (the player pages' and the tier list's indexes) and leaves the process about
 * 130 MB smaller (docs/benchmarks.md, "memory once started").
 */
export const SHARED_BUFFERS = '16MB';

let db: PGlite;
try {
  db = await PGlite.create(dir, {
    extensions: { pg_trgm },
    postgresqlconf: [`shared_buffers=${SHARED_BUFFERS}`],
    ...(from ? { loadDataDir: new Blob([from]) } : {}),
  });
  port.postMessage({ started: true } satisfies DatabaseStarted);
} catch (err) {
  port.postMessage({ started: false, error: errorFields(err) } satisfies DatabaseStarted);
  process.exit(1);
}

port.on('message', (request: DatabaseRequest) => {
  answer(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies DatabaseAnswer),
    (err: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: errorFields(err),
      } satisfies DatabaseAnswer),
  );
});

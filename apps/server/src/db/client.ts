import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type DataFolderLock, lockDataFolder } from './data-folder-lock.ts';
import { asPglite, openPgliteThread, type PgliteOnThread } from './pglite-thread.ts';
import * as schema from './schema.ts';
import { createStatementGate } from './statement-gate.ts';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database's data folder as a tarball (`DatabaseOptions.pgliteFrom`); PGlite only. */
  dump?(): Promise<Uint8Array>;
  /** Resolves once the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The advisory lock held while migrating (any fixed number; this spells "rift"). */
const MIGRATION_LOCK = 0x72696674;

export interface DatabaseOptions {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  url?: string | undefined;
  /**
   * Told about errors of idle PostgreSQL connections (a restart, a terminated session). The pool
   * replaces such connections by itself; without a listener Node would crash the process.
   */
  onIdleError?: (err: Error) => void;
  /** PGlite data folder, or 'memory' for an in-memory database. */
  pgliteDir?: string;
  /**
   * A PGlite data folder dumped earlier (`DatabaseHandle.dump`) to start from instead of an empty
   * one: the tests open each database from one already migrated, which skips PostgreSQL's
   * initdb and the migrations (seconds each on a busy machine).
   */
  pgliteFrom?: Uint8Array;
}

/**
 * Opens the database and applies pending migrations. Only the configured driver is loaded: the
 * other one's modules (PGlite's most of all) would take memory for nothing.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url
    ? await openPostgres(options.url, options.onIdleError ?? (() => {}))
    : await openPglite(options.pgliteDir, options.pgliteFrom);
  try {
    await handle.migrate();
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

async function openPostgres(url: string, onIdleError: (err: Error) => void) {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres' as const,
    // Every process migrates at start-up; a session lock lets one at a time do it, and the
    // others then find nothing to apply.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir = 'memory', from?: Uint8Array) {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let lock: DataFolderLock | null = null;
  if (dir !== 'memory') {
    await mkdir(dir, { recursive: true });
    lock = await lockDataFolder(dir);
  }
  let client: PgliteOnThread;
  try {
    client = await openPgliteThread(dir === 'memory' ? undefined : dir, from);
  } catch (err) {
    await lock?.release();
    throw err;
  }
  const statements = gated(client);
  const db = drizzlePglite({ client: asPglite(statements), schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite' as const,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await statements.query('select 1');
    },
    dump: () => statements.dump(),
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/**
 * `client` with its statements and transactions let in through a statement gate
 * (statement-gate.ts): one at a time, visitors' before the crawl's, and the crawl's paced.
 */
function gated(client: PgliteOnThread): PgliteOnThread {
  const gate = createStatementGate();
  return {
    query: (...args) => gate.run(() => client.query(...args)),
    exec: (sql) => gate.run(() => client.exec(sql)),
    transaction: (work) => gate.run(() => client.transaction(work)),
    dump: () => gate.run(() => client.dump()),
    close: () => client.close(),
  };
}

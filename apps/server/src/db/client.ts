import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type DataFolderLock, lockDataFolder } from './data-folder-lock.ts';
import * as schema from './schema.ts';
import { createStatementGate } from './statement-gate.ts';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
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
}

/**
 * Opens the database and applies pending migrations. Only the configured driver is loaded: the
 * other one's modules (PGlite's most of all) would take memory for nothing.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url
    ? await openPostgres(options.url, options.onIdleError ?? (() => {}))
    : await openPglite(options.pgliteDir);
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

async function openPglite(dir = 'memory') {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  let lock: DataFolderLock | null = null;
  if (dir !== 'memory') {
    await mkdir(dir, { recursive: true });
    lock = await lockDataFolder(dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir === 'memory' ? undefined : dir, {
      extensions: { pg_trgm },
    });
  } catch (err) {
    await lock?.release();
    throw err;
  }
  const statements = gated(client);
  const db = drizzlePglite({ client: statements, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite' as const,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await statements.query('select 1');
    },
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
 * (statement-gate.ts): PGlite's engine runs on this thread, so without it a chain of statements
 * would hold the event loop from its first to its last.
 */
function gated(client: PGlite): PGlite {
  const gate = createStatementGate();
  return new Proxy(client, {
    // PGlite keeps its state in private fields: its own methods run on it, not on the proxy.
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value.bind(target) as (...args: unknown[]) => Promise<unknown>;
      if (property === 'query' || property === 'exec' || property === 'transaction')
        return (...args: unknown[]) => gate.run(() => method(...args));
      return method;
    },
  });
}

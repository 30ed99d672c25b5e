import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; `drop` removes it. `url` is PostgreSQL's address. */
  create(): Promise<{ handle: DatabaseHandle; url?: string; drop(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  async create() {
    const handle = await openDatabase({ pgliteDir: 'memory' });
    return { handle, drop: () => handle.close() };
  },
};

/** PostgreSQL from TEST_DATABASE_URL: each call creates its own database and drops it after. */
export function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async create() {
      const name = `riftscope_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString() });
      return {
        handle,
        url: url.toString(),
        async drop() {
          await handle.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          // pg.Pool.end() resolves before its connections have closed; forcing the drop while
          // they close kills them, and each surfaces as an uncaught error in the test run.
          for (let i = 0; i < 50; i++) {
            const { rows } = await cleanup.query<{ n: number }>(
              'select count(*)::int as n from pg_stat_activity where datname = $1',
              [name],
            );
            if (rows[0]?.n === 0) break;
            await sleep(100);
          }
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

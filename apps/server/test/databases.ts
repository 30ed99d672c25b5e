import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import pg from 'pg';
import { expect, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { hashMigrations } from '../src/db/migrations-hash.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; `drop` removes it. `url` is PostgreSQL's address. */
  create(): Promise<{ handle: DatabaseHandle; url?: string; drop(): Promise<void> }>;
}

const TEMPLATE_PREFIX = 'riftscope-pglite-migrated-';

/**
 * An empty PGlite database with every migration applied, as a tarball, made once for each set of
 * migrations and PGlite version and kept in the system's temporary folder for the test processes
 * after it: a database opened from it skips initdb and the migrations, seconds each on a busy
 * machine (docs/architecture.md, tests).
 */
let template: Promise<Uint8Array> | null = null;

async function migratedTemplate(): Promise<Uint8Array> {
  const hash = createHash('sha256');
  // The package's main file is in its dist/ folder; its package.json is not exported.
  const main = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(main.slice(0, main.lastIndexOf(`${sep}dist${sep}`)), 'package.json');
  const version = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  hash.update(version.version);
  await hashMigrations(hash);
  const name = `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}.tar`;
  const path = join(tmpdir(), name);
  const kept = await readFile(path).catch(() => null);
  if (kept) return new Uint8Array(kept);
  const fresh = await openDatabase({ pgliteDir: 'memory' });
  try {
    const tarball = await (fresh.dump?.() ?? Promise.reject(new Error('PGlite has dump')));
    // Another test process may write it at the same moment: each writes its own file, then
    // renames it into place, and older templates go.
    const own = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(own, tarball);
    await rename(own, path);
    for (const old of await readdir(tmpdir())) {
      if (old.startsWith(TEMPLATE_PREFIX) && old.endsWith('.tar') && old !== name) {
        await rm(join(tmpdir(), old), { force: true });
      }
    }
    return tarball;
  } finally {
    await fresh.close();
  }
}

/** PGlite in memory, which every run has. */
export const pglite: TestDatabase = {
  name: 'pglite',
  async create() {
    template ??= migratedTemplate();
    const handle = await openDatabase({ pgliteDir: 'memory', pgliteFrom: await template });
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
          await untilDisconnected(adminUrl, name);
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

/**
 * Waits, five seconds at most, until no connection to PostgreSQL database `name` is left:
 * pg.Pool.end() resolves before its connections have closed, and forcing the drop while they
 * close kills them, each surfacing as an uncaught error in the test run. A drop after it forces
 * what is left.
 */
export async function untilDisconnected(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await vi
      .waitFor(
        async () => {
          const { rows } = await admin.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          expect(rows[0]?.n).toBe(0);
        },
        { timeout: 5_000, interval: 100 },
      )
      .catch(() => undefined);
  } finally {
    await admin.end();
  }
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

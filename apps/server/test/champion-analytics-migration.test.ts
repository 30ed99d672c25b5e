import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
/** The last migration before the champion analytics (brackets, facets, all-regions rows). */
const BEFORE = '0010_rank_history';

/** Aggregates as a database at 0010 holds them: per platform, without brackets. */
const OLD_ROWS = [
  `insert into champion_stats (queue_id, patch, platform, champion_id, role, games, wins) values
    (420, '15.22', 'euw1', 103, 'MIDDLE', 10, 6), (420, '15.22', 'kr', 103, 'MIDDLE', 5, 2),
    (420, '15.22', 'kr', 22, 'CARRY', 7, 3), (440, '15.21', 'na1', 103, 'MIDDLE', 2, 1)`,
  `insert into champion_bans (queue_id, patch, platform, champion_id, bans) values
    (420, '15.22', 'euw1', 64, 4), (420, '15.22', 'kr', 64, 1)`,
  `insert into match_totals (queue_id, patch, platform, matches) values
    (420, '15.22', 'euw1', 30), (420, '15.22', 'kr', 20), (440, '15.21', 'na1', 1)`,
];

/** The migrations folder cut after `last`, as a database of that time had it. */
async function migrationsUpTo(last: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'riftscope-migrations-'));
  await mkdir(join(dir, 'meta'));
  const journal = JSON.parse(await readFile(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((e) => e.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  const kept = new Set(journal.entries.map((e) => `${e.tag}.sql`));
  for (const file of await readdir(MIGRATIONS)) {
    if (kept.has(file)) await copyFile(join(MIGRATIONS, file), join(dir, file));
  }
  return dir;
}

interface OldDatabase {
  /** Migrates to BEFORE and runs `statements`; then opens it as the server does (every migration). */
  prepare(folder: string, statements: readonly string[]): Promise<void>;
  open(): ReturnType<typeof openDatabase>;
  drop(): Promise<void>;
}

async function oldPglite(): Promise<OldDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'riftscope-pglite-'));
  return {
    async prepare(folder, statements) {
      const client = await PGlite.create(dir, { extensions: { pg_trgm } });
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
      for (const statement of statements) await client.query(statement);
      await client.close();
    },
    open: () => openDatabase({ pgliteDir: dir }),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function oldPostgres(adminUrl: string): Promise<OldDatabase> {
  const name = `riftscope_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    async prepare(folder, statements) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
      for (const statement of statements) await client.query(statement);
      await client.end();
    },
    open: () => openDatabase({ url: url.toString() }),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const DATABASES: { name: string; create(): Promise<OldDatabase> }[] = [
  { name: 'pglite', create: oldPglite },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres', create: () => oldPostgres(process.env.TEST_DATABASE_URL ?? '') }]
    : []),
];

/**
 * The champion_stats rows the migration keeps (in bracket '') and sums for all regions (platform
 * ''): queue, patch, platform, champion, role, games, wins.
 */
const MIGRATED_CHAMPION_STATS = (
  [
    [420, '15.22', '', 22, 'CARRY', 7, 3],
    [420, '15.22', '', 103, 'MIDDLE', 15, 8],
    [420, '15.22', 'euw1', 103, 'MIDDLE', 10, 6],
    [420, '15.22', 'kr', 22, 'CARRY', 7, 3],
    [420, '15.22', 'kr', 103, 'MIDDLE', 5, 2],
    [440, '15.21', '', 103, 'MIDDLE', 2, 1],
    [440, '15.21', 'na1', 103, 'MIDDLE', 2, 1],
  ] as const
).map(([queue_id, patch, platform, champion_id, role, games, wins]) => ({
  queue_id,
  patch,
  platform,
  bracket: '',
  champion_id,
  role,
  games,
  wins,
}));

describe.each(DATABASES)('the champion analytics migration on $name', (kind) => {
  let folder: string;
  beforeAll(async () => {
    folder = await migrationsUpTo(BEFORE);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("keeps the aggregates stored before it, in bracket '', and sums them for all regions", async () => {
    const database = await kind.create();
    try {
      await database.prepare(folder, OLD_ROWS);
      const handle = await database.open();
      try {
        const rows = async (query: string) =>
          ((await handle.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
        expect(
          await rows(`select queue_id, patch, platform, bracket, champion_id, role, games, wins
            from champion_stats order by queue_id, patch, platform collate "C", champion_id`),
        ).toEqual(MIGRATED_CHAMPION_STATS);
        expect(
          await rows(`select platform, bracket, champion_id, bans from champion_bans
            order by platform collate "C"`),
        ).toEqual([
          { platform: '', bracket: '', champion_id: 64, bans: 5 },
          { platform: 'euw1', bracket: '', champion_id: 64, bans: 4 },
          { platform: 'kr', bracket: '', champion_id: 64, bans: 1 },
        ]);
        expect(
          await rows(`select queue_id, platform, bracket, matches from match_totals
            order by queue_id, platform collate "C"`),
        ).toEqual([
          { queue_id: 420, platform: '', bracket: '', matches: 50 },
          { queue_id: 420, platform: 'euw1', bracket: '', matches: 30 },
          { queue_id: 420, platform: 'kr', bracket: '', matches: 20 },
          { queue_id: 440, platform: '', bracket: '', matches: 1 },
          { queue_id: 440, platform: 'na1', bracket: '', matches: 1 },
        ]);
      } finally {
        await handle.close();
      }
    } finally {
      await database.drop();
    }
  }, 120_000);
});

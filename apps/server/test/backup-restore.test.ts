import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { TEST_DATABASES, untilDisconnected } from './databases.ts';

const scriptsDir = fileURLToPath(new URL('../../../scripts', import.meta.url));
const journalFile = fileURLToPath(new URL('../drizzle/meta/_journal.json', import.meta.url));
const execFileAsync = promisify(execFile);
const postgres = TEST_DATABASES.find((db) => db.name === 'postgres');
const adminUrl = process.env.TEST_DATABASE_URL ?? '';

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<script> with bash and only the given DATABASE_URL (or none). */
async function run(script: string, args: string[], databaseUrl?: string): Promise<RunResult> {
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  try {
    const { stdout, stderr } = await execFileAsync('bash', [join(scriptsDir, script), ...args], {
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code?: unknown; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : -1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}

function urlOf(database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const TABLES = [
  'users',
  'api_tokens',
  'summoners',
  'favorites',
  'news',
  'news_translations',
  'news_slugs',
];

/** Everything the tests compare: rows, the migrations table, sequences, indexes, extensions. */
async function snapshot(url: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const read = async (text: string) => (await client.query(text)).rows;
    const result: Record<string, unknown[]> = {};
    for (const table of TABLES) result[table] = await read(`select * from ${table} order by 1, 2`);
    result.migrations = await read(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    result.sequences = await read(
      "select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1",
    );
    result.indexes = await read(
      "select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1",
    );
    result.extensions = await read('select extname from pg_extension order by 1');
    return result;
  } finally {
    await client.end();
  }
}

const SEED = `
  insert into users (name, email, password_hash, role, language)
    values ('Ada', 'ada@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'admin', 'ru'),
           ('Bora', 'bora@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'user', 'tr');
  insert into api_tokens (user_id, token_hash) values (1, repeat('a', 64));
  insert into summoners (puuid, region, game_name, tag_line, profile_icon_id, summoner_level, fetched_at)
    values ('puuid-1', 'euw1', 'Baron Stealer', 'EUW', 4321, 312, now()),
           ('puuid-2', 'kr', '침묵의 붓', 'KR1', 12, 77, null);
  insert into favorites (user_id, summoner_id) values (1, 1), (2, 2);
  insert into news (game, category, status) values ('league-of-legends', 'Patch Notes', 'published');
  insert into news_translations (news_id, language, title, slug, body)
    values (1, 'en', 'Patch 25.10', 'patch-25-10', '<p>Changes</p>'),
           (1, 'ru', 'Патч 25.10', 'patch-25-10', '<p>Изменения</p>'),
           (1, 'tr', 'Yama 25.10 şöyle', 'yama-25-10-soyle', '<p>Değişiklikler</p>');
  insert into news_slugs (language, slug, news_id)
    values ('en', 'patch-25-10', 1), ('ru', 'patch-25-10', 1), ('tr', 'yama-25-10-soyle', 1);
`;

/** What happens after the backup and is to be undone by the restore. */
const LATER_CHANGES = `
  update users set name = 'Changed' where id = 1;
  delete from news;
  insert into users (name, email, password_hash) values ('Cem', 'cem@example.com', 'x');
  insert into summoners (puuid, region, game_name, tag_line) values ('puuid-3', 'na1', 'New', 'NA1');
`;

describe('backup and restore scripts: bad input', () => {
  it('backup without an output path prints its usage and exits 2', async () => {
    const result = await run('backup.sh', [], 'postgres://127.0.0.1/none');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^usage: DATABASE_URL=/m);
  });

  it('backup without DATABASE_URL names the variable and exits 2', async () => {
    const result = await run('backup.sh', [join(tmpdir(), 'never.dump')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('DATABASE_URL is not set');
  });

  it('backup into a missing folder exits 2', async () => {
    const result = await run(
      'backup.sh',
      [join(tmpdir(), `missing-${randomBytes(4).toString('hex')}`, 'x.dump')],
      'postgres://127.0.0.1/none',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is not a writable folder');
  });

  it('restore of a file that does not exist exits 2', async () => {
    const result = await run('restore.sh', ['/nonexistent/backup.dump'], 'postgres://127.0.0.1/x');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is not a readable file');
  });

  it('restore refuses a DATABASE_URL that is not a postgres:// URL', async () => {
    const result = await run('restore.sh', ['/nonexistent/backup.dump'], 'mysql://127.0.0.1/x');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('must be a postgres:// URL');
  });
});

describe.skipIf(!postgres)('backup and restore scripts on PostgreSQL', () => {
  let source: { handle: DatabaseHandle; drop(): Promise<void> };
  let sourceUrl: string;
  let dir: string;
  let backupFile: string;
  let atBackup: Record<string, unknown[]>;
  const emptyDatabases: string[] = [];

  /** A new database with nothing in it, as `createdb` would make on a replacement server. */
  const createEmptyDatabase = async () => {
    const name = `riftscope_test_${randomBytes(6).toString('hex')}`;
    await query(adminUrl, `create database ${name}`);
    emptyDatabases.push(name);
    return urlOf(name);
  };

  /** The app's migrator on a restored database; it must find nothing to apply. */
  const openWithMigrator = async (url: string) => {
    const handle = await openDatabase({ url });
    await handle.ping();
    await handle.close();
  };

  beforeAll(async () => {
    if (!postgres) return;
    source = await postgres.create();
    const [current] = (
      (await source.handle.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    if (!current) throw new Error('current_database() returned no row');
    sourceUrl = urlOf(current.name);
    await query(sourceUrl, SEED);
    dir = await mkdtemp(join(tmpdir(), 'riftscope-backup-'));
    backupFile = join(dir, 'riftscope.dump');
    atBackup = await snapshot(sourceUrl);

    const result = await run('backup.sh', [backupFile], sourceUrl);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^backup written: .*riftscope\.dump \(\d+ bytes\)$/m);
  });

  afterAll(async () => {
    await source?.drop();
    for (const name of emptyDatabases) {
      await untilDisconnected(adminUrl, name);
      await query(adminUrl, `drop database if exists ${name} with (force)`);
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('backs up a migrated database with rows in several tables', async () => {
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    expect(atBackup.migrations).toHaveLength(journal.entries.length);
    expect(atBackup.users).toHaveLength(2);
    expect(atBackup.news_translations).toHaveLength(3);
    expect(atBackup.extensions).toContainEqual({ extname: 'pg_trgm' });
    // Only the finished backup is left in the folder: no temporary file.
    expect(await readdir(dir)).toEqual(['riftscope.dump']);
  });

  it('leaves no file behind when pg_dump fails', async () => {
    const target = join(dir, 'failed.dump');
    const result = await run('backup.sh', [target], urlOf('riftscope_no_such_database'));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('riftscope_no_such_database');
    expect(await readdir(dir)).toEqual(['riftscope.dump']);
  });

  it('restores into the same database, undoing later changes', async () => {
    await query(sourceUrl, LATER_CHANGES);
    expect(await snapshot(sourceUrl)).not.toEqual(atBackup);

    const result = await run('restore.sh', [backupFile], sourceUrl);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(await snapshot(sourceUrl)).toEqual(atBackup);

    await openWithMigrator(sourceUrl);
    expect(await snapshot(sourceUrl)).toEqual(atBackup);
    // Sequences came back too: the next user gets the id after the restored ones.
    const [next] = await query<{ id: number }>(
      sourceUrl,
      "insert into users (name, email, password_hash) values ('Dana', 'dana@example.com', 'x') returning id",
    );
    expect(next?.id).toBe(3);
    await query(sourceUrl, 'delete from users where id = 3');
  });

  it('restores into a new empty database that the app then opens without migrating', async () => {
    const url = await createEmptyDatabase();

    const result = await run('restore.sh', [backupFile], url);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(await snapshot(url)).toEqual(atBackup);

    await openWithMigrator(url);
    expect(await snapshot(url)).toEqual(atBackup);
  });

  it('refuses a file that is not a backup and leaves the database unchanged', async () => {
    await query(sourceUrl, LATER_CHANGES);
    const before = await snapshot(sourceUrl);
    const garbage = join(dir, 'garbage.dump');
    await writeFile(garbage, randomBytes(4096));

    const result = await run('restore.sh', [garbage], sourceUrl);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not a pg_dump custom-format archive');
    expect(await snapshot(sourceUrl)).toEqual(before);
  });

  it('rolls back a restore that fails part-way and leaves the database unchanged', async () => {
    const before = await snapshot(sourceUrl);
    expect(before).not.toEqual(atBackup);
    // The table of contents is intact, so pg_restore starts (dropping and recreating tables)
    // and then runs out of data: the whole transaction must roll back.
    const backup = await readFile(backupFile);
    const truncated = join(dir, 'truncated.dump');
    await writeFile(truncated, backup.subarray(0, backup.length - 64));

    const result = await run('restore.sh', [truncated], sourceUrl);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('could not read from input file: end of file');
    expect(await snapshot(sourceUrl)).toEqual(before);
  });
});

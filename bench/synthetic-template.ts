import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DataDragon } from '@riftscope/riot/ddragon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashMigrations } from '../apps/server/src/db/migrations-hash.ts';
import { createPostgres, databaseUrl, redact, withAdmin } from './support.ts';
import { type SyntheticCounts, syntheticAggregates } from './synthetic-aggregates.ts';

/**
 * The synthetic aggregates of a million matches take minutes to write and are the same every run
 * of the same code, so they are written once into a database kept beside the benches' own (the
 * template) and each run reads a file copy of it. The template's name holds a hash of everything
 * its rows follow from: the migrations, the generator's source and the Data Dragon catalogue it
 * picks values from. A run of other code builds a template of its own and drops the other
 * templates of that size; a build that stops half-way leaves a database under a name no run
 * copies, dropped by the next build.
 */

const PREFIX = 'riftscope_bench_synth_';
const GENERATOR = fileURLToPath(new URL('./synthetic-aggregates.ts', import.meta.url));

/** The hash naming a template of `matches` matches written by this code. */
async function templateName(dd: DataDragon, matches: number): Promise<string> {
  const hash = await hashMigrations(createHash('sha256'));
  hash.update(await readFile(GENERATOR));
  hash.update(dd.version);
  hash.update(dd.champions.map((c) => c.key).join(','));
  hash.update(dd.items.map((i) => i.id).join(','));
  return `${PREFIX}${matches}_${hash.digest('hex').slice(0, 12)}`;
}

/** Writes the template `name` under a building name, then renames it into place. */
async function buildTemplate(
  adminUrl: string,
  name: string,
  dd: DataDragon,
  matches: number,
): Promise<void> {
  const building = `${name}_building`;
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${PREFIX}${matches}\\_%`],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database ${building}`);
  });
  const url = databaseUrl(adminUrl, building);
  // The app's migrations, as a run's own database gets them.
  await (await openDatabase({ url })).close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts = await syntheticAggregates(client, dd, matches);
    await client.query(`comment on database ${building} is '${JSON.stringify(counts)}'`);
  } finally {
    await client.end();
  }
  await withAdmin(adminUrl, (admin) => admin.query(`alter database ${building} rename to ${name}`));
}

/**
 * A database of its own holding the synthetic aggregates of `matches` matches (a copy of the
 * kept template, built first when this code has none), its row counts, and whether the template
 * was built by this call; null when PostgreSQL is unreachable.
 */
export async function syntheticDatabase(
  adminUrl: string,
  dd: DataDragon,
  matches: number,
  say: (line: string) => void,
): Promise<{
  url: string;
  drop(): Promise<void>;
  counts: SyntheticCounts;
  built: boolean;
} | null> {
  const name = await templateName(dd, matches);
  const kept = async () => {
    try {
      return await withAdmin(adminUrl, async (admin) => {
        const { rows } = await admin.query<{ counts: string | null }>(
          `select shobj_description(oid, 'pg_database') as counts
           from pg_database where datname = $1`,
          [name],
        );
        return rows[0] === undefined
          ? null
          : (JSON.parse(rows[0].counts ?? '{}') as SyntheticCounts);
      });
    } catch {
      return undefined;
    }
  };
  let counts = await kept();
  if (counts === undefined) {
    say(`PostgreSQL at ${redact(adminUrl)} unreachable; its figures are skipped`);
    return null;
  }
  const built = counts === null;
  if (counts === null) {
    say(`no template ${name}: writing it (once for this code)`);
    await buildTemplate(adminUrl, name, dd, matches);
    counts = await kept();
  }
  if (!counts) throw new Error(`the template ${name} was not written`);
  const copy = await createPostgres(adminUrl, say, name);
  if (!copy) return null;
  return { ...copy, counts, built };
}

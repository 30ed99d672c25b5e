import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../src/db/schema.ts';
import { createMatchesRepository } from '../src/modules/riot-data/matches.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { timelineFixturePairs } from './match-fixtures.ts';

/** The compression method set on a column: 'l' lz4, 'p' pglz, '' the server's default. */
async function compressionOf(
  db: { execute(query: ReturnType<typeof sql>): Promise<unknown> },
  table: string,
): Promise<string> {
  const result = (await db.execute(
    sql`select attcompression::text as method from pg_attribute
        where attrelid = ${table}::regclass and attname = 'raw'`,
  )) as { rows: { method: string }[] };
  return result.rows[0]?.method ?? '';
}

/** The SQL type of each table's `raw` column. */
async function rawTypes(db: { execute(query: ReturnType<typeof sql>): Promise<unknown> }) {
  const result = (await db.execute(
    sql`select table_name as "table", data_type as type from information_schema.columns
        where column_name = 'raw' and table_name in ('matches', 'match_timelines')
        order by table_name`,
  )) as { rows: { table: string; type: string }[] };
  return result.rows;
}

const [pair] = timelineFixturePairs();
if (!pair) throw new Error('The real Riot documents hold no match with its timeline');

describe.each(TEST_DATABASES)('stored documents on $name', (database) => {
  it('keeps match and timeline documents as their JSON text, read back as the documents stored and read into by SQL', async () => {
    if (!pair) return;
    const [, timeline, match] = pair;
    const { matchId } = match.metadata;
    const { handle, drop } = await database.create();
    try {
      const repo = createMatchesRepository(handle.db);
      expect(await repo.store(match)).toBe(true);
      expect(await repo.storeTimeline(matchId, timeline)).toBe(true);

      // Text, so the database never parses a document it stores into jsonb.
      expect(await rawTypes(handle.db)).toEqual([
        { table: 'match_timelines', type: 'text' },
        { table: 'matches', type: 'text' },
      ]);
      const [row] = await handle.db
        .select({ raw: matches.raw })
        .from(matches)
        .where(eq(matches.matchId, matchId));
      expect(row?.raw).toEqual(match);
      expect(await repo.timeline(matchId)).toEqual(timeline);

      // The queries that read into a document cast its text.
      const player = match.info.participants[0];
      if (!player) throw new Error('the fixture has no participants');
      expect(await repo.perks(matchId, player.puuid)).toEqual(player.perks);
    } finally {
      await drop();
    }
  });

  it('compresses match and timeline documents with lz4 where the server has it, and keeps pglz where it has not', async () => {
    const { handle, drop } = await database.create();
    try {
      // A server built without lz4 (PGlite is) lists no lz4 among the setting's values, and the
      // migration leaves its default (pglz) in place.
      const lz4 = (await handle.db.execute(
        sql`select 'lz4' = any(enumvals) as has from pg_settings where name = 'default_toast_compression'`,
      )) as unknown as { rows: { has: boolean }[] };
      const expected = lz4.rows[0]?.has ? 'l' : '';
      expect(await compressionOf(handle.db, 'matches')).toBe(expected);
      expect(await compressionOf(handle.db, 'match_timelines')).toBe(expected);
    } finally {
      await drop();
    }
  });
});

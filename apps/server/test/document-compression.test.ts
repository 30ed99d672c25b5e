import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';

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

describe.each(TEST_DATABASES)('stored documents on $name', (database) => {
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

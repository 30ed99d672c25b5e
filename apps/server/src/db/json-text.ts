import { customType } from 'drizzle-orm/pg-core';

/**
 * A JSON document kept as its text (a `text` column), read and written as the value it encodes.
 * For Riot's documents, which are stored whole and read rarely: PostgreSQL then only compresses
 * the text, where `jsonb` would parse each one into its binary form on insert (about a fifth of
 * the database's time a stored match; docs/benchmarks.md, 2026-11-27). SQL that reads into one
 * casts it: `raw::json` for a path (`#>>`), `raw::jsonb` for jsonpath and the jsonb functions.
 */
export const jsonText = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (text) => JSON.parse(text),
});

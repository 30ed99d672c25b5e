import { customType } from 'drizzle-orm/pg-core';

/**
 * A JSON document kept as its text (a `text` column), read and written as the value it encodes.
 * For match documents and timelines, stored whole by every ingest and read rarely: PostgreSQL
 * then only compresses the text, where `jsonb` would parse each one into its binary form on
 * insert (about a fifth of the database's time a stored match, docs/benchmarks.md, 2026-11-27;
 * two thirds of a timeline's, 2026-11-28). SQL that reads
 * into one casts it to `json` and uses json's functions, which read the text without building
 * jsonb's binary form (about half the time).
 */
export const jsonText = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (text) => JSON.parse(text),
});

-- Stored match documents are kept as their JSON text instead of jsonb: PostgreSQL no longer
-- parses each one into jsonb's binary form on insert, about a fifth of the database's time a
-- stored match (docs/benchmarks.md, 2026-11-27). The few queries that read into a document cast
-- it (db/json-text.ts). Existing documents are rewritten as jsonb prints them. Timelines stay
-- jsonb: stored far less often, and read event by event by the facets' rebuild.
ALTER TABLE "matches" ALTER COLUMN "raw" SET DATA TYPE text;--> statement-breakpoint
-- A new type resets a column's compression: lz4 again where the server has it (0012).
DO $$
BEGIN
  ALTER TABLE "matches" ALTER COLUMN "raw" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: stored match documents keep pglz';
END $$;

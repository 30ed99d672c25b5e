-- Stored timelines are kept as their JSON text instead of jsonb, as match documents are (0013):
-- the crawler stores one with every match it reads for the facets, and parsing a timeline of
-- about a megabyte into jsonb was most of that statement's time on the embedded database, time
-- in which it answers no request (docs/benchmarks.md, 2026-11-28). The facets' rebuild, a rare
-- maintenance job, casts the text where it reads into it.
ALTER TABLE "match_timelines" ALTER COLUMN "raw" SET DATA TYPE text;--> statement-breakpoint
-- A new type resets a column's compression: lz4 again where the server has it (0012).
DO $$
BEGIN
  ALTER TABLE "match_timelines" ALTER COLUMN "raw" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: stored timelines keep pglz';
END $$;

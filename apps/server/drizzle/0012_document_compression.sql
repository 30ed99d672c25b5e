-- Stored Riot documents (a match is about 45 KB of JSON, a timeline about 380 KB) are compressed
-- with lz4 instead of PostgreSQL's default pglz: about a third less database CPU a stored match
-- and half the bytes (docs/benchmarks.md, 2026-11-26). It applies to values written from now on.
-- A PostgreSQL built without lz4, and PGlite, keep pglz: the documents read the same either way.
DO $$
BEGIN
  ALTER TABLE "matches" ALTER COLUMN "raw" SET COMPRESSION lz4;
  ALTER TABLE "match_timelines" ALTER COLUMN "raw" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: stored documents keep pglz';
END $$;

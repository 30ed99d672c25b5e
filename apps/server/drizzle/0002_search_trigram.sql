-- Fuzzy search suggestions use pg_trgm when the database has it. Creating the extension needs a
-- superuser (or, from PostgreSQL 13, CREATE on the database), and some hosts do not ship it at
-- all: then search keeps to prefix matches and the server checks for the index at run time.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION
    WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (insufficient privilege); search suggestions will be prefix-only';
    WHEN undefined_file THEN
      RAISE NOTICE 'pg_trgm is not installed on this server; search suggestions will be prefix-only';
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS summoners_game_name_trgm_idx ON summoners USING gin (lower(game_name) gin_trgm_ops);
  END IF;
END
$$;

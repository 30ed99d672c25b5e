import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MatchDto, MatchDtoSchema } from '@riftscope/riot/schemas';

/** Real match-v5 documents shared by the team; RIOT_FIXTURES_DIR names the fixtures root, as in @riftscope/riot. */
export const MATCH_FIXTURES_DIR = process.env.RIOT_FIXTURES_DIR
  ? join(process.env.RIOT_FIXTURES_DIR, 'match-v5-match')
  : fileURLToPath(new URL('../../../../shared/riot/fixtures/match-v5-match/', import.meta.url));

/** The fixture file names, sorted; none when the folder is absent. */
export const matchFixtureFiles: readonly string[] = existsSync(MATCH_FIXTURES_DIR)
  ? readdirSync(MATCH_FIXTURES_DIR)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

/** A fixture's JSON as it is, without the schema. */
export const readRawMatch = (name: string): { info: { participants: unknown[] } } =>
  JSON.parse(readFileSync(join(MATCH_FIXTURES_DIR, name), 'utf8'));

/** A fixture parsed with Riot's wire schema. */
export const readMatch = (name: string): MatchDto => MatchDtoSchema.parse(readRawMatch(name));

import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { GameLanguageQuerySchema, gameLanguageField, RegionSchema } from './common.schema.ts';
import { PuuidSchema } from './game.schema.ts';
import { MasteryBriefSchema } from './mastery-brief.schema.ts';
import { MULTISEARCH_MAX, MULTISEARCH_TEXT_MAX, parseMultiSearch } from './multisearch.ts';
import { RecentSummarySchema } from './player-stats.schema.ts';
import { defineRoute } from './route.ts';
import { RankedPairSchema, SummonerParamsSchema } from './summoners.schema.ts';

export const MULTISEARCH_EXPECTED =
  'Paste Riot IDs as Name#TAG, one per line or separated by commas, or the lobby chat';

/** `?region&q`: q is what the player pasted; text with no name in it is answered 422. */
export const MultiSearchQuerySchema = z.strictObject({
  region: RegionSchema,
  q: z.string().check(
    z.maxLength(MULTISEARCH_TEXT_MAX),
    z.refine((text) => parseMultiSearch(text).names.length > 0, {
      message: MULTISEARCH_EXPECTED,
    }),
  ),
  ...gameLanguageField,
});

/**
 * A stored player's column: the profile, both ranked standings (the season win rate is
 * wins / (wins + losses) of the solo entry) and the recent summary of their last RECENT_GAMES
 * games of every queue, remakes left out, with each game's result for the W/L strip.
 */
export const MultiSearchPlayerSchema = z.object({
  puuid: PuuidSchema,
  region: RegionSchema,
  game_name: z.string(),
  tag_line: z.string(),
  profile_icon_id: z.int(),
  summoner_level: z.int().check(z.minimum(0)),
  ranked: RankedPairSchema,
  recent: RecentSummarySchema,
  /** The summary's games' results, newest first. */
  results: z.array(z.enum(['win', 'loss'])),
  /**
   * The player's stored masteries (read within a day) of the champions of `recent.champions`,
   * in their order; a champion without one is left out, and the field is absent when none is
   * stored (multi-search asks Riot for no masteries).
   */
  masteries: z.optional(z.array(z.extend(MasteryBriefSchema, { champion_id: z.int() }))),
});

export type MultiSearchPlayer = z.infer<typeof MultiSearchPlayerSchema>;

/**
 * One name of the pasted text, in order:
 * - `found`: stored, and `player` is its column;
 * - `pending`: not stored yet; fetch it with getMultiSearchPlayer (404 not found, 429 over the
 *   address's quota of new players);
 * - `invalid`: the text breaks Riot's rules for a Riot ID, shown as such.
 */
export const MultiSearchEntrySchema = z.object({
  input: z.string(),
  game_name: z.nullable(z.string()),
  tag_line: z.nullable(z.string()),
  status: z.enum(['found', 'pending', 'invalid']),
  player: z.nullable(MultiSearchPlayerSchema),
});

export type MultiSearchEntry = z.infer<typeof MultiSearchEntrySchema>;

export const MultiSearchSchema = z.object({
  region: RegionSchema,
  entries: z.array(MultiSearchEntrySchema),
  /** More than `max` names were pasted: the first `max` are shown. */
  truncated: z.boolean(),
  max: z.literal(MULTISEARCH_MAX),
});

export type MultiSearch = z.infer<typeof MultiSearchSchema>;

export const searchMulti = defineRoute(API_ROUTES.searchMulti, {
  access: 'public',
  tag: 'summoners',
  summary:
    'Up to five players from pasted text (Riot IDs by line or comma, or the lobby chat): stored ones with their column, the rest to fetch one by one',
  query: MultiSearchQuerySchema,
  status: 200,
  response: MultiSearchSchema,
});

export const getMultiSearchPlayer = defineRoute(API_ROUTES.getMultiSearchPlayer, {
  access: 'public',
  tag: 'summoners',
  summary:
    "One multi-search column, fetching the player from Riot when not stored (counts against the address's quota of new players)",
  params: SummonerParamsSchema,
  query: GameLanguageQuerySchema,
  status: 200,
  response: MultiSearchPlayerSchema,
});

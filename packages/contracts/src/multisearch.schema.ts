import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { gameLanguageField, RegionSchema } from './common.schema.ts';
import { PuuidSchema } from './game.schema.ts';
import { MasteryBriefSchema } from './mastery-brief.schema.ts';
import { MULTISEARCH_MAX, MULTISEARCH_TEXT_MAX, parseMultiSearch } from './multisearch.ts';
import { LpSummarySchema, RecentSummarySchema } from './player-stats.schema.ts';
import { PLAYER_ROLES } from './player-stats.ts';
import { defineRoute } from './route.ts';
import { PlayerNoteSchema, PoolChampionSchema } from './scouting.schema.ts';
import { DEFAULT_MULTISEARCH_QUEUE, MULTISEARCH_QUEUES } from './scouting.ts';
import { RankedPairSchema, SummonerParamsSchema } from './summoners.schema.ts';

export const MULTISEARCH_EXPECTED =
  'Paste Riot IDs as Name#TAG, one per line or separated by commas, or the lobby chat';

/** What an unknown `?queue=` is answered (422): the values the switch takes. */
export const MULTISEARCH_QUEUE_EXPECTED = `Expected one of: ${MULTISEARCH_QUEUES.join(', ')}`;

/** The queue the columns describe; Solo/Duo unless asked. */
const MultiSearchQueueField = z._default(
  z.enum(MULTISEARCH_QUEUES, { error: MULTISEARCH_QUEUE_EXPECTED }),
  DEFAULT_MULTISEARCH_QUEUE,
);

/** `?region&q`: q is what the player pasted; text with no name in it is answered 422. */
export const MultiSearchQuerySchema = z.strictObject({
  region: RegionSchema,
  q: z.string().check(
    z.maxLength(MULTISEARCH_TEXT_MAX),
    z.refine((text) => parseMultiSearch(text).names.length > 0, {
      message: MULTISEARCH_EXPECTED,
    }),
  ),
  queue: MultiSearchQueueField,
  ...gameLanguageField,
});

/** One column's query: the queue and the game's language. */
export const MultiSearchPlayerQuerySchema = z.strictObject({
  queue: MultiSearchQueueField,
  ...gameLanguageField,
});

/**
 * A stored player's column: the profile, both ranked standings (the season win rate is
 * wins / (wins + losses) of the solo entry) and the recent summary of their last RECENT_GAMES
 * stored games of the column's `queue` (every queue for `all`), remakes left out, with each
 * game's result for the W/L strip. A player with no stored ranked game has, in either ranked
 * queue, `recent.games` 0, an empty `pool` and no `notes`.
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
  /** The queue `recent`, `results` and `pool` describe (the search's `queue`). */
  queue: z.enum(MULTISEARCH_QUEUES),
  /**
   * The season's champion pool in the queue: the POOL_CHAMPIONS most played champions of the
   * player's stored games this season, remakes left out, each with mastery where stored.
   */
  pool: z.array(PoolChampionSchema),
  /** mainRoles (scouting.ts) of `recent.roles`. */
  main_role: z.nullable(z.enum(PLAYER_ROLES)),
  secondary_role: z.nullable(z.enum(PLAYER_ROLES)),
  /** Player notes (player-notes.ts) with their evidence; empty when no rule is met. */
  notes: z.array(PlayerNoteSchema),
  /**
   * What the Solo/Duo games since an earlier snapshot did to the standing, where every one of
   * them is stored (the rank history's `recent_lp`); null when not known.
   */
  recent_lp: z.nullable(LpSummarySchema),
});

export type MultiSearchPlayer = z.infer<typeof MultiSearchPlayerSchema>;

/**
 * One name of the pasted text, in the order pasted (invalid ones among the others, where they
 * were pasted; they take no player's place: parseMultiSearch in multisearch.ts):
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
  /**
   * More than `max` valid Riot IDs were pasted: the first `max` are shown. Invalid fragments are
   * not counted (at most MULTISEARCH_INVALID_MAX of them are listed).
   */
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
  query: MultiSearchPlayerQuerySchema,
  status: 200,
  response: MultiSearchPlayerSchema,
});

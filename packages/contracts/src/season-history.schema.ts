import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { TimestampSchema } from './common.schema.ts';
import { CountSchema } from './game.schema.ts';
import { RANK_HISTORY_QUEUES } from './player-stats.ts';
import { defineRoute } from './route.ts';
import {
  RankedDivisionSchema,
  RankedTierSchema,
  SummonerParamsSchema,
} from './summoners.schema.ts';

const SeasonSchema = z.int().check(z.minimum(2010), z.maximum(2100));

/**
 * The last league entry RiftScope saw of the player in a past season (seasons.ts), in one
 * queue: its latest snapshot in that season, which need not be the rank the season ended on.
 */
export const PastSeasonEntrySchema = z.object({
  season: SeasonSchema,
  tier: RankedTierSchema,
  rank: RankedDivisionSchema,
  league_points: CountSchema,
  wins: CountSchema,
  losses: CountSchema,
  /** When RiftScope recorded that entry. */
  seen_at: TimestampSchema,
});

export type PastSeasonEntry = z.infer<typeof PastSeasonEntrySchema>;

/** One ranked queue's past seasons, newest first; empty when RiftScope saw none. */
export const QueueSeasonsSchema = z.object({
  queue: z.enum(RANK_HISTORY_QUEUES),
  seasons: z.array(PastSeasonEntrySchema),
});

/**
 * The player's past ranked seasons as RiftScope saw them (docs/player-page.md, Past seasons).
 * The current season is never among them: it is the LP graph's.
 */
export const SeasonHistorySchema = z.object({
  /** The season in progress when the answer was made. */
  current_season: SeasonSchema,
  /** The first season the site can have seen anyone in (season-history.ts). */
  first_season: SeasonSchema,
  /** Solo, then Flex. */
  queues: z.array(QueueSeasonsSchema),
  /**
   * The past seasons from `first_season` on, oldest first, in which RiftScope recorded no entry
   * of the player in either queue.
   */
  not_seen: z.array(SeasonSchema),
  /** The snapshots the answer rests on (every season, both queues): its sample. */
  snapshots: CountSchema,
  /** The newest of those snapshots; null without any. */
  latest_at: z.nullable(TimestampSchema),
});

export type SeasonHistory = z.infer<typeof SeasonHistorySchema>;

export const getSeasonHistory = defineRoute(API_ROUTES.getSeasonHistory, {
  access: 'public',
  tag: 'summoners',
  summary:
    'The last ranked entry RiftScope saw of the player in each past season, per queue, and the seasons it did not see',
  params: SummonerParamsSchema,
  status: 200,
  response: SeasonHistorySchema,
});

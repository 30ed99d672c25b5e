import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { TimestampSchema } from './common.schema.ts';
import { CountSchema, PuuidSchema } from './game.schema.ts';
import { MatchParamsSchema } from './matches.schema.ts';
import { defineRoute } from './route.ts';
import { RANKED_DIVISIONS, RANKED_TIERS, SOLO_QUEUE } from './summoners.ts';

// Not summoners.schema.ts's tier schemas: that file imports this one for the match list.
const RankedTierSchema = z.enum(RANKED_TIERS);
const RankedDivisionSchema = z.enum(RANKED_DIVISIONS);

/**
 * A match's average Solo/Duo tier (docs/player-page.md, Everyone's rank in a match): the mean of
 * the standings we hold of its players on the ladder scale (rank-scale.ts), as a tier and
 * division; Master and above have no division. Given only when at least
 * AVERAGE_RANK_MIN_PLAYERS (match-ranks.ts) are known.
 */
export const AverageRankSchema = z.object({
  tier: RankedTierSchema,
  division: z.nullable(RankedDivisionSchema),
  /** The players whose standing it is drawn from: the sample. */
  players: CountSchema,
  /** The players in the match. */
  of: CountSchema,
});

export type AverageRankAnswer = z.infer<typeof AverageRankSchema>;

/**
 * What we know of a participant's Solo/Duo standing: `ranked` with the standing last seen,
 * `unranked` when the last read found none, `unknown` when we never read the player (a read
 * may be under way, see `is_fetching`).
 */
export const PARTICIPANT_RANK_STATUSES = ['ranked', 'unranked', 'unknown'] as const;

export const ParticipantRankSchema = z.object({
  puuid: PuuidSchema,
  status: z.enum(PARTICIPANT_RANK_STATUSES),
  /** Null unless ranked. */
  tier: z.nullable(RankedTierSchema),
  /** Null unless ranked; apex tiers are division I as Riot reports them. */
  rank: z.nullable(RankedDivisionSchema),
  league_points: z.nullable(CountSchema),
  /**
   * When we saw that standing (or that the player had none); null when unknown. It is the
   * latest we saw, not the standing at the time of the game.
   */
  seen_at: z.nullable(TimestampSchema),
});

export type ParticipantRank = z.infer<typeof ParticipantRankSchema>;

/** Every participant's Solo/Duo standing as last seen by us, in participant order. */
export const MatchRanksSchema = z.object({
  match_id: z.string(),
  queue_type: z.literal(SOLO_QUEUE),
  players: z.array(ParticipantRankSchema),
  /** Players whose standing (or its absence) we know: the answer's sample. */
  known: CountSchema,
  /** The newest `seen_at` of the players: the date the answer rests on; null when none is known. */
  as_of: z.nullable(TimestampSchema),
  /** Unknown players' ranks are being read from Riot: asking again soon may answer them. */
  is_fetching: z.boolean(),
  /** Null when fewer than AVERAGE_RANK_MIN_PLAYERS players are ranked. */
  average_rank: z.nullable(AverageRankSchema),
});

export type MatchRanks = z.infer<typeof MatchRanksSchema>;

export const listMatchRanks = defineRoute(API_ROUTES.listMatchRanks, {
  access: 'public',
  tag: 'matches',
  summary:
    "Every player's Solo/Duo rank in a match as last seen by us, with its date; ranks not held are read from Riot in the background",
  params: MatchParamsSchema,
  status: 200,
  response: MatchRanksSchema,
});

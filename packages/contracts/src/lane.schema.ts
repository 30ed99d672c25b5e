import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { TimestampSchema } from './common.schema.ts';
import { CountSchema, EpochMsSchema, PercentSchema, PuuidSchema } from './game.schema.ts';
import { LANE_POSITIONS } from './lane.ts';
import { MatchParamsSchema } from './matches.schema.ts';
import { defineRoute } from './route.ts';

/** The player's figure minus the lane opponent's, at one minute of the timeline. */
export const LaneDiffSchema = z.object({
  /** Total gold (earned and starting), Riot's participantFrames[id].totalGold. */
  gold: z.int(),
  /** Lane minions plus neutral monsters (minionsKilled + jungleMinionsKilled). */
  cs: z.int(),
  xp: z.int(),
});

export type LaneDiff = z.infer<typeof LaneDiffSchema>;

/**
 * A player's average lane differences at one minute over the games that have that minute's
 * figures (a stored timeline, a lane opponent, the game still on): gold and XP whole, CS with one
 * decimal; `games` is the sample.
 */
export const LaneAverageSchema = z.object({
  games: CountSchema,
  gold: z.int(),
  cs: z.number(),
  xp: z.int(),
});

export type LaneAverage = z.infer<typeof LaneAverageSchema>;

/**
 * Riot's own laning figures from the match document's `challenges`, as Riot sends them: each
 * null when Riot sent none. Not the same measure as ours and never mixed with it.
 */
export const RiotLaningSchema = z.object({
  /** Riot's laningPhaseGoldExpAdvantage: 1 when ahead in gold and XP at the end of the laning phase. */
  laning_phase_gold_exp_advantage: z.nullable(z.boolean()),
  /** Riot's earlyLaningPhaseGoldExpAdvantage: the same, early in the laning phase. */
  early_laning_phase_gold_exp_advantage: z.nullable(z.boolean()),
  /** Riot's maxCsAdvantageOnLaneOpponent, one decimal (Riot sends fractions). */
  max_cs_advantage: z.nullable(z.number()),
  /** Riot's maxLevelLeadLaneOpponent. */
  max_level_lead: z.nullable(z.int()),
});

export type RiotLaning = z.infer<typeof RiotLaningSchema>;

/** One player's lane: the opponent and the differences at 10 and 15 minutes. */
export const LanePlayerSchema = z.object({
  puuid: PuuidSchema,
  /** Riot's teamPosition; null where the game has no lanes or Riot gave none. */
  position: z.nullable(z.enum(LANE_POSITIONS)),
  /** The other team's player of the same position; null when there is no single one. */
  opponent_puuid: z.nullable(PuuidSchema),
  /** From the stored timeline; null without a timeline, an opponent, or a frame at 10:00. */
  at_10: z.nullable(LaneDiffSchema),
  /** As at_10; also null for a game that ended before 15:00 (never extrapolated). */
  at_15: z.nullable(LaneDiffSchema),
  /** Riot's laning figures; null when the document has none of them. */
  riot: z.nullable(RiotLaningSchema),
});

export type LanePlayer = z.infer<typeof LanePlayerSchema>;

/** A figure and its share, in percent with one decimal, of its group's total. */
const SharedFigureSchema = z.object({ value: CountSchema, share: PercentSchema });

/** One player's line in the team analysis, from the match document. */
export const TeamAnalysisPlayerSchema = z.object({
  puuid: PuuidSchema,
  /** Whose total the shares are of: the team id, or in Arena the duo's subteam id. */
  group: CountSchema,
  /** totalDamageDealtToChampions. */
  damage_dealt: SharedFigureSchema,
  /** totalDamageTaken. */
  damage_taken: SharedFigureSchema,
  /** goldEarned. */
  gold: SharedFigureSchema,
  /** totalMinionsKilled + neutralMinionsKilled. */
  cs: SharedFigureSchema,
  wards_placed: SharedFigureSchema,
  wards_killed: SharedFigureSchema,
});

export type TeamAnalysisPlayer = z.infer<typeof TeamAnalysisPlayerSchema>;

/**
 * A stored match's lanes and team analysis (docs/player-page.md, The lane). Every figure rests on
 * this one match: the lane figures on its stored timeline (`timeline`), the team analysis and
 * Riot's laning figures on its document. A remake has no lane figures.
 */
export const MatchAnalysisResponseSchema = z.object({
  match_id: z.string(),
  /** When the game was created, ms since the epoch: the date of the data. */
  game_creation: EpochMsSchema,
  /** Seconds. */
  game_duration: CountSchema,
  is_remake: z.boolean(),
  /** Whether the mode has lanes (Summoner's Rift queues with positions; not ARAM or Arena). */
  has_lanes: z.boolean(),
  /** The stored timeline the lane figures come from; null when none is stored. */
  timeline: z.nullable(z.object({ stored_at: TimestampSchema, frames: CountSchema })),
  /** Every player of the match, in participant order. */
  lanes: z.array(LanePlayerSchema),
  team: z.array(TeamAnalysisPlayerSchema),
});

export type MatchAnalysisResponse = z.infer<typeof MatchAnalysisResponseSchema>;

export const getMatchAnalysis = defineRoute(API_ROUTES.getMatchAnalysis, {
  access: 'public',
  tag: 'matches',
  summary:
    "A stored match's lane figures (gold, CS and XP against the lane opponent at 10 and 15 minutes) and team analysis",
  params: MatchParamsSchema,
  status: 200,
  response: MatchAnalysisResponseSchema,
});

import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { gameLanguageField, TimestampSchema } from './common.schema.ts';
import { CountSchema, PercentSchema } from './game.schema.ts';
import { LaneAverageSchema } from './lane.schema.ts';
import { LP_CHANGE_KINDS } from './lp-per-game.ts';
import { PLAYER_ROLES, RANK_HISTORY_QUEUES } from './player-stats.ts';
import { defineRoute } from './route.ts';
import {
  QueueFilterSchema,
  RankedDivisionSchema,
  RankedTierSchema,
  SummonerParamsSchema,
} from './summoners.schema.ts';

const AverageSchema = z.number().check(z.minimum(0));

/** (kills + assists) / deaths over the games, two decimals; null when there were no deaths. */
const KdaSchema = z.nullable(AverageSchema);

/** Games, results and K/D/A over a set of games: the recent summary and each champion row. */
const GamesRecordShape = {
  games: CountSchema,
  wins: CountSchema,
  losses: CountSchema,
  /** Percent, one decimal; 0 when there are no games. */
  win_rate: PercentSchema,
  /** The win rate's 95 % Wilson interval in percent (win-rate-interval.ts); null with no games. */
  win_rate_low: z.nullable(PercentSchema),
  win_rate_high: z.nullable(PercentSchema),
  /** Per game, one decimal. */
  avg_kills: AverageSchema,
  avg_deaths: AverageSchema,
  avg_assists: AverageSchema,
  kda: KdaSchema,
};

export const PlayerStatsQuerySchema = z.strictObject({
  queue: z._default(QueueFilterSchema, 'all'),
  ...gameLanguageField,
});

/** One of the three champions the player played most in the summary's games. */
export const RecentChampionSchema = z.object({
  champion_id: z.int(),
  champion_name: z.string(),
  image_url: z.nullable(z.string()),
  games: CountSchema,
  wins: CountSchema,
  losses: CountSchema,
  kda: KdaSchema,
});

/**
 * The player's last RECENT_GAMES games of the queue, remakes left out (player-stats.ts). Every
 * figure is over `games`; a player with none gets zeros, nulls and empty lists.
 */
export const RecentSummarySchema = z.object({
  queue: QueueFilterSchema,
  ...GamesRecordShape,
  /** Average kill participation in percent over the games that have one; null when none has. */
  kill_participation: z.nullable(PercentSchema),
  /** Games in each lane role, always the five in lane order; modes without roles add to none. */
  roles: z.array(z.object({ role: z.enum(PLAYER_ROLES), games: CountSchema })),
  /** Most played first (then most wins, then champion id); at most RECENT_CHAMPIONS. */
  champions: z.array(RecentChampionSchema),
  /** The results in a row up to the newest game; null without games. */
  streak: z.nullable(z.object({ result: z.enum(['win', 'loss']), games: CountSchema })),
  /**
   * Average gold, CS and XP differences against the lane opponent at 10 and 15 minutes over the
   * games whose timeline is stored (docs/player-page.md, The lane); each null when no game has it.
   */
  lane: z.object({ at_10: z.nullable(LaneAverageSchema), at_15: z.nullable(LaneAverageSchema) }),
});

export type RecentSummary = z.infer<typeof RecentSummarySchema>;

export const PlayerChampionsQuerySchema = z.strictObject({
  queue: z._default(QueueFilterSchema, 'all'),
  /** A ranked season (seasons.ts); by default the latest season the player has stored games in. */
  season: z.optional(z.coerce.number().check(z.int(), z.minimum(2010), z.maximum(2100))),
  ...gameLanguageField,
});

/** The player's games on one champion in a season and queue, remakes left out. */
export const PlayerChampionSchema = z.object({
  champion_id: z.int(),
  champion_name: z.string(),
  image_url: z.nullable(z.string()),
  ...GamesRecordShape,
  /** Per minute of game time over all the games (sums over minutes), one decimal. */
  cs_per_min: AverageSchema,
  damage_per_min: AverageSchema,
  gold_per_min: AverageSchema,
  /** Average performance score (docs/performance-score.md), one decimal; null when no game has one. */
  avg_score: z.nullable(AverageSchema),
});

export type PlayerChampion = z.infer<typeof PlayerChampionSchema>;

export const PlayerChampionsSchema = z.object({
  queue: QueueFilterSchema,
  season: z.int(),
  /** Seasons in which the player has stored games (any queue), newest first. */
  seasons: z.array(z.int()),
  /** Most games first. */
  data: z.array(PlayerChampionSchema),
});

export type PlayerChampions = z.infer<typeof PlayerChampionsSchema>;

export const RankHistoryQuerySchema = z.strictObject({
  queue: z._default(z.enum(RANK_HISTORY_QUEUES), 'solo'),
});

/** The league entry as RiftScope saw it at `at`; a new point only when something changed. */
export const RankSnapshotSchema = z.object({
  at: TimestampSchema,
  tier: RankedTierSchema,
  rank: RankedDivisionSchema,
  league_points: CountSchema,
  wins: CountSchema,
  losses: CountSchema,
});

export type RankSnapshot = z.infer<typeof RankSnapshotSchema>;

/** Oldest first; starts the first time RiftScope saw the player ranked in the queue. */
/** LP won or lost over the player's latest games of the queue (lp-per-game.ts, lpOverLatestGames). */
export const LpSummarySchema = z.object({
  /** The change on the continuous scale (rank-scale.ts) from `from` to `to`. */
  lp: z.int(),
  /** The games Riot counted between the two snapshots, all of them stored: the sample. */
  games: CountSchema,
  wins: CountSchema,
  losses: CountSchema,
  from: RankSnapshotSchema,
  to: RankSnapshotSchema,
});

export type LpSummaryAnswer = z.infer<typeof LpSummarySchema>;

/** A game's LP change the snapshots prove (lp-per-game.ts), placed at the snapshot after it. */
export const GameLpPointSchema = z.object({
  match_id: z.string(),
  /** The `at` of the snapshot taken after the game. */
  seen_at: TimestampSchema,
  kind: z.enum(LP_CHANGE_KINDS),
  /** Null for a placement. */
  lp: z.nullable(z.int()),
});

export type GameLpPoint = z.infer<typeof GameLpPointSchema>;

export const RankHistorySchema = z.object({
  data: z.array(RankSnapshotSchema),
  /** The highest standing in the season of the latest snapshot (seasons.ts); null without data. */
  peak: z.nullable(RankSnapshotSchema),
  /** The season in progress when the answer was made (seasons.ts): the LP graph's season. */
  season: z.optional(z.int()),
  /** When that season began: the LP graph's first day. */
  season_start: z.optional(TimestampSchema),
  /**
   * LP won or lost over the latest games of the queue in the season of the latest snapshot (at
   * most the last 20, as far back as a snapshot proves); null when no pair of snapshots does.
   */
  recent_lp: z.optional(z.nullable(LpSummarySchema)),
  /** That season's games whose LP change the snapshots prove, oldest first. */
  game_lp: z.optional(z.array(GameLpPointSchema)),
});

export type RankHistory = z.infer<typeof RankHistorySchema>;

export const getRecentSummary = defineRoute(API_ROUTES.getRecentSummary, {
  access: 'public',
  tag: 'summoners',
  summary:
    "The player's last 20 games of a queue in figures: results, K/D/A, roles, champions, streak",
  params: SummonerParamsSchema,
  query: PlayerStatsQuerySchema,
  status: 200,
  response: RecentSummarySchema,
});

export const listPlayerChampions = defineRoute(API_ROUTES.listPlayerChampions, {
  access: 'public',
  tag: 'summoners',
  summary: "The player's champions in a season and queue, with per-champion figures",
  params: SummonerParamsSchema,
  query: PlayerChampionsQuerySchema,
  status: 200,
  response: PlayerChampionsSchema,
});

export const getRankHistory = defineRoute(API_ROUTES.getRankHistory, {
  access: 'public',
  tag: 'summoners',
  summary: "The player's ranked standings as RiftScope saw them over time, per queue",
  params: SummonerParamsSchema,
  query: RankHistoryQuerySchema,
  status: 200,
  response: RankHistorySchema,
});

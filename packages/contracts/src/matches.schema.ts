import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
// Not champions.schema.ts's TierRoleSchema: that file imports this one, and the cycle breaks loading.
import { TIER_ROLES } from './champions.ts';
import { GameLanguageQuerySchema, RegionSchema } from './common.schema.ts';
import {
  CountSchema,
  GameItemSchema,
  NamedImageSchema,
  PercentSchema,
  PuuidSchema,
  RuneSchema,
  TeamIdSchema,
} from './game.schema.ts';
import { MATCH_ID_MAX, TRINKET_SLOT } from './matches.ts';
import { defineRoute } from './route.ts';

/** A match-v5 id: platform and game id, e.g. `EUW1_7000000000`. */
export const MatchIdSchema = z
  .string()
  .check(
    z.maxLength(MATCH_ID_MAX),
    z.regex(/^[A-Z0-9]+_\d+$/, 'Match id must look like EUW1_7000000000'),
  );

export const MatchParamsSchema = z.object({ matchId: MatchIdSchema });

export const MatchTimelineParamsSchema = z.object({ matchId: MatchIdSchema, puuid: PuuidSchema });

/** A performance score, 0–10 with one decimal (docs/performance-score.md). */
export const PerformanceScoreSchema = z.number().check(z.minimum(0), z.maximum(10));

/** Best of the winning team (MVP) or of the losing team (ACE); null for everyone else. */
export const PerformanceBadgeSchema = z.nullable(z.enum(['MVP', 'ACE']));

export type PerformanceBadge = z.infer<typeof PerformanceBadgeSchema>;

/** Riot's largestMultiKill: 0 or 1 when no multikill, 2 double … 5 penta. */
export const MultikillSchema = z.int().check(z.minimum(0), z.maximum(5));

/** An Arena placement, 1st to 8th. */
export const PlacementSchema = z.int().check(z.minimum(1), z.maximum(8));

/**
 * What RiftScope derives for one player of one match, computed when the match is stored
 * (docs/performance-score.md for `score`). Rates are over the game's length in minutes;
 * shares are percentages of the player's team. `score` and `badge` are null in a remake.
 */
export const PlayerMatchStatsSchema = z.object({
  /** Riot's teamPosition mapped as the tier list does; null where the mode has no roles (ARAM, Arena). */
  role: z.nullable(z.enum(TIER_ROLES)),
  /** Lane minions plus neutral monsters. */
  cs: CountSchema,
  cs_per_min: z.number().check(z.minimum(0)),
  /** (kills + assists) ÷ the team's kills, in percent; 0 when the team has no kills. */
  kill_participation: PercentSchema,
  /** Damage to champions ÷ the team's damage to champions, in percent. */
  damage_share: PercentSchema,
  /** Gold earned ÷ the team's gold earned, in percent. */
  gold_share: PercentSchema,
  vision_score_per_min: z.number().check(z.minimum(0)),
  wards_placed: CountSchema,
  wards_killed: CountSchema,
  control_wards: CountSchema,
  largest_multikill: MultikillSchema,
  multikills: z.object({
    double: CountSchema,
    triple: CountSchema,
    quadra: CountSchema,
    penta: CountSchema,
  }),
  first_blood: z.boolean(),
  /** Damage dealt to objectives (buildings and epic monsters). */
  objective_damage: CountSchema,
  score: z.nullable(PerformanceScoreSchema),
  badge: PerformanceBadgeSchema,
  /** Arena only: the player's duo's final place and its subteam id; null elsewhere. */
  placement: z.nullable(PlacementSchema),
  subteam_id: z.nullable(CountSchema),
});

export type PlayerMatchStats = z.infer<typeof PlayerMatchStatsSchema>;

/** One of the players of a match as the collapsed match card lists them. */
export const MatchPreviewPlayerSchema = z.object({
  puuid: PuuidSchema,
  team_id: TeamIdSchema,
  /** Arena: the duo the player was in; null elsewhere. */
  subteam_id: z.nullable(CountSchema),
  /** `Name#tag`; empty when Riot sent no Riot ID (very old matches). */
  riot_id: z.string(),
  champion: NamedImageSchema,
  region: RegionSchema,
});

export type MatchPreviewPlayer = z.infer<typeof MatchPreviewPlayerSchema>;

/**
 * An item a player held when the game ended, with its inventory slot: 0–5 the item slots,
 * TRINKET_SLOT the trinket's. Empty slots are left out.
 */
export const InventoryItemSchema = z.object({
  ...GameItemSchema.shape,
  slot: z.int().check(z.minimum(0), z.maximum(TRINKET_SLOT)),
});

export type InventoryItem = z.infer<typeof InventoryItemSchema>;

/** One of the players of a match (the details tab). */
export const MatchParticipantSchema = z.object({
  ...PlayerMatchStatsSchema.shape,
  puuid: PuuidSchema,
  team_id: TeamIdSchema,
  win: z.boolean(),
  /** `Name#tag`. */
  summoner_name: z.string(),
  champion: NamedImageSchema,
  champ_level: CountSchema,
  kills: CountSchema,
  deaths: CountSchema,
  assists: CountSchema,
  total_minions_killed: CountSchema,
  gold_earned: CountSchema,
  total_damage: CountSchema,
  vision_score: CountSchema,
  main_rune: RuneSchema,
  sub_rune: RuneSchema,
  spell1: NamedImageSchema,
  spell2: NamedImageSchema,
  items: z.array(InventoryItemSchema),
  penta_kills: CountSchema,
  region: RegionSchema,
});

export type MatchParticipant = z.infer<typeof MatchParticipantSchema>;

/** Riot's participant id within one match (1–10 on Summoner's Rift; 0 means no player). */
const ParticipantIdSchema = z.int().check(z.minimum(0));

/**
 * A timeline event in Riot's own spelling. Only the fields the site reads are typed; every
 * other Riot field (position, wardType, …) passes through untouched.
 */
export const TimelineEventSchema = z.looseObject({
  type: z.string(),
  /** Milliseconds since the game started. */
  timestamp: z.number(),
  participantId: z.optional(ParticipantIdSchema),
  itemId: z.optional(z.int()),
  /** 0 when a minion, tower or monster made the kill. */
  killerId: z.optional(ParticipantIdSchema),
  victimId: z.optional(ParticipantIdSchema),
  assistingParticipantIds: z.optional(z.array(ParticipantIdSchema)),
});

export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

export const ParticipantFrameSchema = z.object({
  participantId: ParticipantIdSchema,
  totalGold: z.number(),
  xp: z.number(),
  minionsKilled: z.number(),
  jungleMinionsKilled: z.number(),
  level: z.optional(z.int()),
});

export type ParticipantFrame = z.infer<typeof ParticipantFrameSchema>;

/** One snapshot a minute; `events` are those since the previous frame. */
export const TimelineFrameSchema = z.object({
  timestamp: z.number(),
  /** Keyed by participant id as a string: `"1"` … `"10"`. */
  participantFrames: z.record(z.string().check(z.regex(/^\d+$/)), ParticipantFrameSchema),
  events: z.array(TimelineEventSchema),
});

export type TimelineFrame = z.infer<typeof TimelineFrameSchema>;

export const TimelineSchema = z.object({
  participants: z.array(z.object({ puuid: PuuidSchema, participantId: ParticipantIdSchema })),
  frames: z.array(TimelineFrameSchema),
});

export type Timeline = z.infer<typeof TimelineSchema>;

export const TimelineParticipantSchema = z.object({
  puuid: PuuidSchema,
  participant_id: ParticipantIdSchema,
  /** `Name#tag`. */
  summoner_name: z.string(),
  champion_name: z.string(),
  champion: NamedImageSchema,
  team_id: TeamIdSchema,
});

export type TimelineParticipant = z.infer<typeof TimelineParticipantSchema>;

/** The epic monsters and buildings a timeline marks, from ELITE_MONSTER_KILL and BUILDING_KILL. */
export const OBJECTIVE_TYPES = [
  'DRAGON',
  'ELDER_DRAGON',
  'RIFTHERALD',
  'HORDE',
  'BARON_NASHOR',
  'ATAKHAN',
  'TOWER',
  'INHIBITOR',
] as const;

export const ObjectiveTypeSchema = z.enum(OBJECTIVE_TYPES);

export type ObjectiveType = z.infer<typeof ObjectiveTypeSchema>;

export const TimelineObjectiveSchema = z.object({
  /** Whole minutes since the start, rounded down. */
  minute: CountSchema,
  /** Milliseconds since the start. */
  timestamp: CountSchema,
  /** The team that took it (for a building: the team that destroyed it). */
  team_id: TeamIdSchema,
  type: ObjectiveTypeSchema,
  /** Riot's monsterSubType for dragons (`FIRE_DRAGON`…), the building's lane otherwise; null when Riot sends none. */
  subtype: z.nullable(z.string()),
});

export type TimelineObjective = z.infer<typeof TimelineObjectiveSchema>;

export const TimelineKillSchema = z.object({
  /** Milliseconds since the start. */
  timestamp: CountSchema,
  /** Map coordinates as Riot sends them (Summoner's Rift: 0–14,870 on both axes). */
  x: z.int(),
  y: z.int(),
  /** The team credited with the kill: the victim's opponents, also when a tower or minion killed. */
  killer_team_id: TeamIdSchema,
  /** Participant id of the killer; 0 when no player got the kill (executed). */
  killer: ParticipantIdSchema,
  victim: ParticipantIdSchema,
  assists: z.array(ParticipantIdSchema),
});

export type TimelineKill = z.infer<typeof TimelineKillSchema>;

export const TimelineResponseSchema = z.object({
  timeline: TimelineSchema,
  participants: z.array(TimelineParticipantSchema),
  /** Every item the timeline's purchases name, once, with its name and icon. */
  items: z.array(GameItemSchema),
  /** Riot's map id (11 Summoner's Rift, 12 Howling Abyss, 30 Arena), for drawing the kill map. */
  map_id: CountSchema,
  /** Blue team's total gold minus red team's, one value per frame. */
  team_gold_diff: z.array(z.object({ minute: CountSchema, value: z.int() })),
  objectives: z.array(TimelineObjectiveSchema),
  kills: z.array(TimelineKillSchema),
});

export type TimelineResponse = z.infer<typeof TimelineResponseSchema>;

export const ITEM_EVENT_TYPES = ['ITEM_PURCHASED', 'ITEM_SOLD', 'ITEM_UNDO'] as const;

export const SKILL_SLOTS = ['Q', 'W', 'E', 'R'] as const;

/** A rune page as the game draws it: keystone and three runes of the primary tree, two of the secondary, three shards. */
export const RunePageSchema = z.object({
  primary: z.object({ tree: RuneSchema, keystone: RuneSchema, runes: z.array(RuneSchema) }),
  secondary: z.object({ tree: RuneSchema, runes: z.array(RuneSchema) }),
  shards: z.array(RuneSchema),
});

export type RunePage = z.infer<typeof RunePageSchema>;

/** One player's build in one match: items by minute, skill order, rune page. */
export const MatchBuildResponseSchema = z.object({
  /**
   * False when Riot no longer has the match's timeline: items and skills are then empty and
   * only the rune page (from the match itself) is known.
   */
  timeline_available: z.boolean(),
  items: z.array(
    z.object({
      minute: CountSchema,
      events: z.array(z.object({ type: z.enum(ITEM_EVENT_TYPES), item: GameItemSchema })),
    }),
  ),
  skills: z.array(
    z.object({
      level: z.int().check(z.minimum(1), z.maximum(18)),
      slot: z.enum(SKILL_SLOTS),
    }),
  ),
  runes: RunePageSchema,
});

export type MatchBuildResponse = z.infer<typeof MatchBuildResponseSchema>;

export const listMatchParticipants = defineRoute(API_ROUTES.listMatchParticipants, {
  access: 'public',
  tag: 'matches',
  summary: 'The ten players of a stored match with their scoreboard',
  params: MatchParamsSchema,
  query: GameLanguageQuerySchema,
  status: 200,
  response: z.array(MatchParticipantSchema),
});

export const getMatchTimeline = defineRoute(API_ROUTES.getMatchTimeline, {
  access: 'public',
  tag: 'matches',
  summary: 'The minute-by-minute timeline of a match, viewed by the player with this PUUID',
  params: MatchTimelineParamsSchema,
  query: GameLanguageQuerySchema,
  status: 200,
  response: TimelineResponseSchema,
});

export const getMatchBuild = defineRoute(API_ROUTES.getMatchBuild, {
  access: 'public',
  tag: 'matches',
  summary: "One player's item build path, skill order and rune page in a stored match",
  params: MatchTimelineParamsSchema,
  query: GameLanguageQuerySchema,
  status: 200,
  response: MatchBuildResponseSchema,
});

import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import {
  CountSchema,
  GameItemSchema,
  NamedImageSchema,
  PuuidSchema,
  RuneSchema,
  TeamIdSchema,
} from './game.schema.ts';
import { MATCH_ID_MAX } from './matches.ts';
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

/** One of the ten players of a match (the details tab). */
export const MatchParticipantSchema = z.object({
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
  items: z.array(GameItemSchema),
  penta_kills: CountSchema,
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

export const TimelineResponseSchema = z.object({
  timeline: TimelineSchema,
  participants: z.array(TimelineParticipantSchema),
  /** Every item the timeline's purchases name, once, with its name and icon. */
  items: z.array(GameItemSchema),
});

export type TimelineResponse = z.infer<typeof TimelineResponseSchema>;

export const listMatchParticipants = defineRoute(API_ROUTES.listMatchParticipants, {
  access: 'public',
  tag: 'matches',
  summary: 'The ten players of a stored match with their scoreboard',
  params: MatchParamsSchema,
  status: 200,
  response: z.array(MatchParticipantSchema),
});

export const getMatchTimeline = defineRoute(API_ROUTES.getMatchTimeline, {
  access: 'public',
  tag: 'matches',
  summary: 'The minute-by-minute timeline of a match, viewed by the player with this PUUID',
  params: MatchTimelineParamsSchema,
  status: 200,
  response: TimelineResponseSchema,
});

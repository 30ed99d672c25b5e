import { z } from 'zod';
import { MetadataDtoSchema } from './match.ts';

/** A point on the map in game units. https://developer.riotgames.com/apis#match-v5/GET_getTimeline */
export const PositionDtoSchema = z.looseObject({
  x: z.number(),
  y: z.number(),
});
export type PositionDto = z.infer<typeof PositionDtoSchema>;

/** A champion's stats at the time of a frame. https://developer.riotgames.com/apis#match-v5/GET_getTimeline */
export const ChampionStatsDtoSchema = z.looseObject({
  abilityHaste: z.number().optional(),
  abilityPower: z.number(),
  armor: z.number(),
  armorPen: z.number(),
  armorPenPercent: z.number(),
  attackDamage: z.number(),
  attackSpeed: z.number(),
  bonusArmorPenPercent: z.number(),
  bonusMagicPenPercent: z.number(),
  ccReduction: z.number(),
  cooldownReduction: z.number(),
  health: z.number(),
  healthMax: z.number(),
  healthRegen: z.number(),
  lifesteal: z.number(),
  magicPen: z.number(),
  magicPenPercent: z.number(),
  magicResist: z.number(),
  movementSpeed: z.number(),
  omnivamp: z.number().optional(),
  physicalVamp: z.number().optional(),
  power: z.number(),
  powerMax: z.number(),
  powerRegen: z.number(),
  spellVamp: z.number(),
});
export type ChampionStatsDto = z.infer<typeof ChampionStatsDtoSchema>;

/** A champion's cumulative damage at the time of a frame. https://developer.riotgames.com/apis#match-v5/GET_getTimeline */
export const DamageStatsDtoSchema = z.looseObject({
  magicDamageDone: z.number(),
  magicDamageDoneToChampions: z.number(),
  magicDamageTaken: z.number(),
  physicalDamageDone: z.number(),
  physicalDamageDoneToChampions: z.number(),
  physicalDamageTaken: z.number(),
  totalDamageDone: z.number(),
  totalDamageDoneToChampions: z.number(),
  totalDamageTaken: z.number(),
  trueDamageDone: z.number(),
  trueDamageDoneToChampions: z.number(),
  trueDamageTaken: z.number(),
});
export type DamageStatsDto = z.infer<typeof DamageStatsDtoSchema>;

/** One participant's state at a frame (Riot's ParticipantFrameDto). https://developer.riotgames.com/apis#match-v5/GET_getTimeline */
export const ParticipantFrameDtoSchema = z.looseObject({
  participantId: z.number(),
  totalGold: z.number(),
  currentGold: z.number(),
  goldPerSecond: z.number().optional(),
  xp: z.number(),
  level: z.number(),
  minionsKilled: z.number(),
  jungleMinionsKilled: z.number(),
  timeEnemySpentControlled: z.number().optional(),
  position: PositionDtoSchema.optional(),
  championStats: ChampionStatsDtoSchema.optional(),
  damageStats: DamageStatsDtoSchema.optional(),
});
export type ParticipantFrameDto = z.infer<typeof ParticipantFrameDtoSchema>;

/** Damage one source did in the lead-up to a champion kill. https://developer.riotgames.com/apis#match-v5/GET_getTimeline */
export const VictimDamageDtoSchema = z.looseObject({
  basic: z.boolean(),
  magicDamage: z.number(),
  name: z.string(),
  participantId: z.number(),
  physicalDamage: z.number(),
  spellName: z.string(),
  spellSlot: z.number(),
  trueDamage: z.number(),
  type: z.string(),
});
export type VictimDamageDto = z.infer<typeof VictimDamageDtoSchema>;

/**
 * One timeline event (Riot's EventsTimeLineDto). Which fields are set depends on `type`
 * (ITEM_PURCHASED, CHAMPION_KILL, BUILDING_KILL, …) and Riot adds types, so only `type` and
 * `timestamp` are required. https://developer.riotgames.com/apis#match-v5/GET_getTimeline
 */
export const EventDtoSchema = z.looseObject({
  type: z.string(),
  timestamp: z.number(),
  realTimestamp: z.number().optional(),
  participantId: z.number().optional(),
  itemId: z.number().optional(),
  afterId: z.number().optional(),
  beforeId: z.number().optional(),
  goldGain: z.number().optional(),
  skillSlot: z.number().optional(),
  levelUpType: z.string().optional(),
  level: z.number().optional(),
  creatorId: z.number().optional(),
  wardType: z.string().optional(),
  // 0 when a minion, turret or monster got the kill (an execute).
  killerId: z.number().optional(),
  killerTeamId: z.number().optional(),
  victimId: z.number().optional(),
  assistingParticipantIds: z.array(z.number()).optional(),
  bounty: z.number().optional(),
  shutdownBounty: z.number().optional(),
  killStreakLength: z.number().optional(),
  killType: z.string().optional(),
  multiKillLength: z.number().optional(),
  position: PositionDtoSchema.optional(),
  victimDamageDealt: z.array(VictimDamageDtoSchema).optional(),
  victimDamageReceived: z.array(VictimDamageDtoSchema).optional(),
  victimTeamfightDamageDealt: z.array(VictimDamageDtoSchema).optional(),
  victimTeamfightDamageReceived: z.array(VictimDamageDtoSchema).optional(),
  teamId: z.number().optional(),
  buildingType: z.string().optional(),
  towerType: z.string().optional(),
  laneType: z.string().optional(),
  monsterType: z.string().optional(),
  monsterSubType: z.string().optional(),
  name: z.string().optional(),
  transformType: z.string().optional(),
  featType: z.number().optional(),
  featValue: z.number().optional(),
  actualStartTime: z.number().optional(),
  gameId: z.number().optional(),
  winningTeam: z.number().optional(),
});
export type EventDto = z.infer<typeof EventDtoSchema>;

/** One frame (every `frameInterval` ms): participant states keyed "1".."10", and events. https://developer.riotgames.com/apis#match-v5/GET_getTimeline */
export const FrameDtoSchema = z.looseObject({
  timestamp: z.number(),
  participantFrames: z.record(z.string(), ParticipantFrameDtoSchema),
  events: z.array(EventDtoSchema),
});
export type FrameDto = z.infer<typeof FrameDtoSchema>;

/** Maps a timeline's participantId to a PUUID. https://developer.riotgames.com/apis#match-v5/GET_getTimeline */
export const TimelineParticipantDtoSchema = z.looseObject({
  participantId: z.number(),
  puuid: z.string(),
});
export type TimelineParticipantDto = z.infer<typeof TimelineParticipantDtoSchema>;

/** The frames of a match and who its participants are. https://developer.riotgames.com/apis#match-v5/GET_getTimeline */
export const TimelineInfoDtoSchema = z.looseObject({
  frameInterval: z.number(),
  frames: z.array(FrameDtoSchema),
  participants: z.array(TimelineParticipantDtoSchema),
  gameId: z.number().optional(),
  endOfGameResult: z.string().optional(),
});
export type TimelineInfoDto = z.infer<typeof TimelineInfoDtoSchema>;

/** A match timeline (match-v5 timeline by match id). https://developer.riotgames.com/apis#match-v5/GET_getTimeline */
export const TimelineDtoSchema = z.looseObject({
  metadata: MetadataDtoSchema,
  info: TimelineInfoDtoSchema,
});
export type TimelineDto = z.infer<typeof TimelineDtoSchema>;

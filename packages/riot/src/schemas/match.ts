import { z } from 'zod';

/** The match ids of a player, newest first (match-v5 ids by PUUID). https://developer.riotgames.com/apis#match-v5/GET_getMatchIdsByPUUID */
export const MatchIdsSchema = z.array(z.string());
export type MatchIds = z.infer<typeof MatchIdsSchema>;

/** Match id, data version and the participants' PUUIDs in participant order. https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const MetadataDtoSchema = z.looseObject({
  dataVersion: z.string(),
  matchId: z.string(),
  participants: z.array(z.string()),
});
export type MetadataDto = z.infer<typeof MetadataDtoSchema>;

/** The stat shards of a participant's runes. https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const PerkStatsDtoSchema = z.looseObject({
  defense: z.number(),
  flex: z.number(),
  offense: z.number(),
});
export type PerkStatsDto = z.infer<typeof PerkStatsDtoSchema>;

/** One chosen rune and its end-of-game values. https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const PerkStyleSelectionDtoSchema = z.looseObject({
  perk: z.number(),
  var1: z.number(),
  var2: z.number(),
  var3: z.number(),
});
export type PerkStyleSelectionDto = z.infer<typeof PerkStyleSelectionDtoSchema>;

/** A rune tree (`primaryStyle` or `subStyle`) and the runes chosen in it. https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const PerkStyleDtoSchema = z.looseObject({
  description: z.string(),
  style: z.number(),
  selections: z.array(PerkStyleSelectionDtoSchema),
});
export type PerkStyleDto = z.infer<typeof PerkStyleDtoSchema>;

/** A participant's runes (all zeros in modes without runes, such as Arena). https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const PerksDtoSchema = z.looseObject({
  statPerks: PerkStatsDtoSchema,
  styles: z.array(PerkStyleDtoSchema),
});
export type PerksDto = z.infer<typeof PerksDtoSchema>;

/** Derived per-player stats; their set varies by mode and patch, so every field is optional. https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const ChallengesDtoSchema = z.looseObject({
  kda: z.number().optional(),
  killParticipation: z.number().optional(),
  damagePerMinute: z.number().optional(),
  goldPerMinute: z.number().optional(),
  visionScorePerMinute: z.number().optional(),
  teamDamagePercentage: z.number().optional(),
  damageTakenOnTeamPercentage: z.number().optional(),
  soloKills: z.number().optional(),
  controlWardsPlaced: z.number().optional(),
  laneMinionsFirst10Minutes: z.number().optional(),
  legendaryItemUsed: z.array(z.number()).optional(),
});
export type ChallengesDto = z.infer<typeof ChallengesDtoSchema>;

/** One player's end-of-game record. https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const ParticipantDtoSchema = z.looseObject({
  puuid: z.string(),
  // `summonerName` is '' on 2025+ patches and going away; the Riot ID replaces it.
  riotIdGameName: z.string().optional(),
  riotIdTagline: z.string().optional(),
  summonerName: z.string().optional(),
  summonerId: z.string().optional(),
  summonerLevel: z.number(),
  profileIcon: z.number(),
  participantId: z.number(),
  // Arena's losing side can be team 0; `playerSubteamId` is the duo there.
  teamId: z.number(),
  championId: z.number(),
  championName: z.string(),
  champLevel: z.number(),
  champExperience: z.number(),
  kills: z.number(),
  deaths: z.number(),
  assists: z.number(),
  totalMinionsKilled: z.number(),
  neutralMinionsKilled: z.number(),
  totalAllyJungleMinionsKilled: z.number().optional(),
  totalEnemyJungleMinionsKilled: z.number().optional(),
  goldEarned: z.number(),
  goldSpent: z.number(),
  totalDamageDealt: z.number(),
  totalDamageDealtToChampions: z.number(),
  physicalDamageDealtToChampions: z.number(),
  magicDamageDealtToChampions: z.number(),
  trueDamageDealtToChampions: z.number(),
  totalDamageTaken: z.number(),
  damageSelfMitigated: z.number(),
  damageDealtToObjectives: z.number(),
  damageDealtToTurrets: z.number(),
  damageDealtToBuildings: z.number().optional(),
  totalHeal: z.number(),
  totalHealsOnTeammates: z.number(),
  totalDamageShieldedOnTeammates: z.number(),
  timeCCingOthers: z.number(),
  totalTimeSpentDead: z.number(),
  timePlayed: z.number(),
  visionScore: z.number(),
  wardsPlaced: z.number(),
  wardsKilled: z.number(),
  visionWardsBoughtInGame: z.number(),
  detectorWardsPlaced: z.number(),
  item0: z.number(),
  item1: z.number(),
  item2: z.number(),
  item3: z.number(),
  item4: z.number(),
  item5: z.number(),
  item6: z.number(),
  summoner1Id: z.number(),
  summoner2Id: z.number(),
  perks: PerksDtoSchema,
  win: z.boolean(),
  // '' outside Summoner's Rift queues with roles (ARAM, Arena).
  teamPosition: z.string(),
  individualPosition: z.string(),
  lane: z.string(),
  role: z.string(),
  doubleKills: z.number(),
  tripleKills: z.number(),
  quadraKills: z.number(),
  pentaKills: z.number(),
  largestMultiKill: z.number(),
  killingSprees: z.number(),
  largestKillingSpree: z.number(),
  firstBloodKill: z.boolean(),
  firstBloodAssist: z.boolean(),
  firstTowerKill: z.boolean(),
  firstTowerAssist: z.boolean(),
  turretKills: z.number(),
  turretTakedowns: z.number().optional(),
  inhibitorKills: z.number(),
  inhibitorTakedowns: z.number().optional(),
  baronKills: z.number(),
  dragonKills: z.number(),
  gameEndedInSurrender: z.boolean(),
  gameEndedInEarlySurrender: z.boolean(),
  teamEarlySurrendered: z.boolean(),
  // Arena: duo id, duo placement and augments; all of them default to 0 elsewhere, and
  // augments 5 and 6 are missing from early-2024 bodies (14.3, 14.5).
  playerSubteamId: z.number().optional(),
  subteamPlacement: z.number().optional(),
  placement: z.number().optional(),
  playerAugment1: z.number().optional(),
  playerAugment2: z.number().optional(),
  playerAugment3: z.number().optional(),
  playerAugment4: z.number().optional(),
  playerAugment5: z.number().optional(),
  playerAugment6: z.number().optional(),
  challenges: ChallengesDtoSchema.optional(),
});
export type ParticipantDto = z.infer<typeof ParticipantDtoSchema>;

/** A champion ban; `championId` is -1 for a skipped ban. https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const BanDtoSchema = z.looseObject({
  championId: z.number(),
  pickTurn: z.number(),
});
export type BanDto = z.infer<typeof BanDtoSchema>;

/** Whether a team took an objective first and how many times. https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const ObjectiveDtoSchema = z.looseObject({
  first: z.boolean(),
  kills: z.number(),
});
export type ObjectiveDto = z.infer<typeof ObjectiveDtoSchema>;

/** State of a Feat of Warfare (absent before ~15.5). https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const FeatDtoSchema = z.looseObject({
  featState: z.number().optional(),
});
export type FeatDto = z.infer<typeof FeatDtoSchema>;

/** A team's result, bans and objectives. https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const TeamDtoSchema = z.looseObject({
  teamId: z.number(),
  win: z.boolean(),
  bans: z.array(BanDtoSchema),
  // A record because Riot adds objectives (horde in 2024, atakhan in 2025).
  objectives: z.record(z.string(), ObjectiveDtoSchema),
  feats: z.record(z.string(), FeatDtoSchema).optional(),
});
export type TeamDto = z.infer<typeof TeamDtoSchema>;

/** The game itself: queue, timing, version, participants and teams. https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const InfoDtoSchema = z.looseObject({
  gameCreation: z.number(),
  // Seconds; milliseconds before patch 11.20, which is when `gameEndTimestamp` is absent.
  gameDuration: z.number(),
  gameEndTimestamp: z.number().optional(),
  gameStartTimestamp: z.number(),
  gameId: z.number(),
  gameMode: z.string(),
  gameType: z.string(),
  gameVersion: z.string(),
  mapId: z.number(),
  platformId: z.string(),
  // Not checked against a list: Riot adds queues (3130 is in no static list).
  queueId: z.number(),
  // 'GameComplete', or e.g. 'Abort_Unexpected' for a game that did not finish.
  endOfGameResult: z.string().optional(),
  participants: z.array(ParticipantDtoSchema),
  teams: z.array(TeamDtoSchema),
});
export type InfoDto = z.infer<typeof InfoDtoSchema>;

/** A match document (match-v5 match by id). https://developer.riotgames.com/apis#match-v5/GET_getMatch */
export const MatchDtoSchema = z.looseObject({
  metadata: MetadataDtoSchema,
  info: InfoDtoSchema,
});
export type MatchDto = z.infer<typeof MatchDtoSchema>;

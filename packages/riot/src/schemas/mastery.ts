import { z } from 'zod';

/** The reward of a mastery milestone. https://developer.riotgames.com/apis#champion-mastery-v4/GET_getTopChampionMasteriesByPUUID */
export const RewardConfigDtoSchema = z.looseObject({
  rewardValue: z.string(),
  rewardType: z.string(),
  maximumReward: z.number(),
});
export type RewardConfigDto = z.infer<typeof RewardConfigDtoSchema>;

/** What the next mastery season milestone requires. https://developer.riotgames.com/apis#champion-mastery-v4/GET_getTopChampionMasteriesByPUUID */
export const NextSeasonMilestonesDtoSchema = z.looseObject({
  requireGradeCounts: z.record(z.string(), z.number()),
  rewardMarks: z.number(),
  bonus: z.boolean(),
  rewardConfig: RewardConfigDtoSchema.optional(),
  totalGamesRequires: z.number(),
});
export type NextSeasonMilestonesDto = z.infer<typeof NextSeasonMilestonesDtoSchema>;

/** A player's mastery of one champion. https://developer.riotgames.com/apis#champion-mastery-v4/GET_getTopChampionMasteriesByPUUID */
export const ChampionMasteryDtoSchema = z.looseObject({
  // Older bodies (the 2023 fixture) carry `summonerId` and `chestGranted` instead of
  // `puuid` and the milestone fields of the current shape.
  puuid: z.string().optional(),
  summonerId: z.string().optional(),
  championId: z.number(),
  championLevel: z.number(),
  championPoints: z.number(),
  lastPlayTime: z.number(),
  championPointsSinceLastLevel: z.number(),
  championPointsUntilNextLevel: z.number(),
  tokensEarned: z.number(),
  chestGranted: z.boolean().optional(),
  markRequiredForNextLevel: z.number().optional(),
  championSeasonMilestone: z.number().optional(),
  nextSeasonMilestone: NextSeasonMilestonesDtoSchema.optional(),
  milestoneGrades: z.array(z.string()).optional(),
});
export type ChampionMasteryDto = z.infer<typeof ChampionMasteryDtoSchema>;

/** A player's masteries, best first (all or top N). https://developer.riotgames.com/apis#champion-mastery-v4/GET_getTopChampionMasteriesByPUUID */
export const ChampionMasteriesSchema = z.array(ChampionMasteryDtoSchema);
export type ChampionMasteries = z.infer<typeof ChampionMasteriesSchema>;

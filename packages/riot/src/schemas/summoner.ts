import { z } from 'zod';

/** A summoner (summoner-v4 by PUUID). https://developer.riotgames.com/apis#summoner-v4/GET_getByPUUID */
export const SummonerDtoSchema = z.looseObject({
  puuid: z.string(),
  profileIconId: z.number(),
  revisionDate: z.number(),
  summonerLevel: z.number(),
  // Legacy ids: Riot stopped sending them in 2025, older recordings still have them.
  id: z.string().optional(),
  accountId: z.string().optional(),
  name: z.string().optional(),
});
export type SummonerDto = z.infer<typeof SummonerDtoSchema>;

import { z } from 'zod';

/** A Riot account (account-v1 by PUUID or by Riot ID). https://developer.riotgames.com/apis#account-v1/GET_getByPuuid */
export const AccountDtoSchema = z.looseObject({
  puuid: z.string(),
  // Riot leaves these out for an account that has no Riot ID yet.
  gameName: z.string().optional(),
  tagLine: z.string().optional(),
});
export type AccountDto = z.infer<typeof AccountDtoSchema>;

/** The region a player plays a game in (account-v1 region by game). https://developer.riotgames.com/apis#account-v1/GET_getActiveRegion */
export const AccountRegionDtoSchema = z.looseObject({
  puuid: z.string(),
  game: z.string(),
  region: z.string(),
});
export type AccountRegionDto = z.infer<typeof AccountRegionDtoSchema>;

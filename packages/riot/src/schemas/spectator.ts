import { z } from 'zod';

/** A ban in champion select of a live game. https://developer.riotgames.com/apis#spectator-v5/GET_getCurrentGameInfoByPuuid */
export const BannedChampionDtoSchema = z.looseObject({
  championId: z.number(),
  pickTurn: z.number(),
  teamId: z.number(),
});
export type BannedChampionDto = z.infer<typeof BannedChampionDtoSchema>;

/** The key a spectator client needs to watch a game. https://developer.riotgames.com/apis#spectator-v5/GET_getCurrentGameInfoByPuuid */
export const ObserverDtoSchema = z.looseObject({
  encryptionKey: z.string(),
});
export type ObserverDto = z.infer<typeof ObserverDtoSchema>;

/** A player's runes in a live game. https://developer.riotgames.com/apis#spectator-v5/GET_getCurrentGameInfoByPuuid */
export const CurrentGamePerksDtoSchema = z.looseObject({
  perkIds: z.array(z.number()),
  perkStyle: z.number(),
  perkSubStyle: z.number(),
});
export type CurrentGamePerksDto = z.infer<typeof CurrentGamePerksDtoSchema>;

/** A cosmetic choice of a player in a live game. https://developer.riotgames.com/apis#spectator-v5/GET_getCurrentGameInfoByPuuid */
export const GameCustomizationObjectDtoSchema = z.looseObject({
  category: z.string(),
  content: z.string(),
});
export type GameCustomizationObjectDto = z.infer<typeof GameCustomizationObjectDtoSchema>;

/** A player of a live game. https://developer.riotgames.com/apis#spectator-v5/GET_getCurrentGameInfoByPuuid */
export const CurrentGameParticipantDtoSchema = z.looseObject({
  // Bots have no PUUID: null, or left out.
  puuid: z.string().nullish(),
  riotId: z.string().optional(),
  teamId: z.number(),
  spell1Id: z.number(),
  spell2Id: z.number(),
  championId: z.number(),
  profileIconId: z.number(),
  bot: z.boolean(),
  gameCustomizationObjects: z.array(GameCustomizationObjectDtoSchema),
  perks: CurrentGamePerksDtoSchema.optional(),
});
export type CurrentGameParticipantDto = z.infer<typeof CurrentGameParticipantDtoSchema>;

/** The live game a player is in (spectator-v5 active game by PUUID). https://developer.riotgames.com/apis#spectator-v5/GET_getCurrentGameInfoByPuuid */
export const CurrentGameInfoDtoSchema = z.looseObject({
  gameId: z.number(),
  gameType: z.string(),
  // 0 while the game is still loading.
  gameStartTime: z.number(),
  mapId: z.number(),
  gameLength: z.number(),
  platformId: z.string(),
  gameMode: z.string(),
  bannedChampions: z.array(BannedChampionDtoSchema),
  // Riot's reference marks it optional.
  gameQueueConfigId: z.number().optional(),
  observers: ObserverDtoSchema,
  participants: z.array(CurrentGameParticipantDtoSchema),
});
export type CurrentGameInfoDto = z.infer<typeof CurrentGameInfoDtoSchema>;

/** A player of a featured game (retired spectator-v4 shape, kept for its fixture). https://developer.riotgames.com/apis#spectator-v5 */
export const FeaturedGameParticipantDtoSchema = z.looseObject({
  puuid: z.string().nullish(),
  summonerId: z.string().optional(),
  summonerName: z.string().optional(),
  riotId: z.string().optional(),
  teamId: z.number(),
  spell1Id: z.number(),
  spell2Id: z.number(),
  championId: z.number(),
  profileIconId: z.number(),
  bot: z.boolean(),
});
export type FeaturedGameParticipantDto = z.infer<typeof FeaturedGameParticipantDtoSchema>;

/** A featured game (retired spectator-v4 shape, kept for its fixture). https://developer.riotgames.com/apis#spectator-v5 */
export const FeaturedGameInfoDtoSchema = z.looseObject({
  gameId: z.number(),
  gameType: z.string(),
  // Documented, but Riot stopped sending it: https://github.com/RiotGames/developer-relations/issues/879
  gameStartTime: z.number().optional(),
  mapId: z.number(),
  gameLength: z.number(),
  platformId: z.string(),
  gameMode: z.string(),
  bannedChampions: z.array(BannedChampionDtoSchema),
  gameQueueConfigId: z.number().optional(),
  observers: ObserverDtoSchema,
  participants: z.array(FeaturedGameParticipantDtoSchema),
});
export type FeaturedGameInfoDto = z.infer<typeof FeaturedGameInfoDtoSchema>;

/** The featured games of a platform (retired spectator-v4 shape, kept for its fixture). https://developer.riotgames.com/apis#spectator-v5 */
export const FeaturedGamesDtoSchema = z.looseObject({
  gameList: z.array(FeaturedGameInfoDtoSchema),
  clientRefreshInterval: z.number(),
});
export type FeaturedGamesDto = z.infer<typeof FeaturedGamesDtoSchema>;

import { z } from 'zod';

/** A promotion series (retired by Riot, still documented). https://developer.riotgames.com/apis#league-v4/GET_getLeagueEntriesByPUUID */
export const MiniSeriesDtoSchema = z.looseObject({
  losses: z.number(),
  progress: z.string(),
  target: z.number(),
  wins: z.number(),
});
export type MiniSeriesDto = z.infer<typeof MiniSeriesDtoSchema>;

/** One ranked queue of a player (league-v4 entries by PUUID). https://developer.riotgames.com/apis#league-v4/GET_getLeagueEntriesByPUUID */
export const LeagueEntryDtoSchema = z.looseObject({
  leagueId: z.string().optional(),
  puuid: z.string(),
  queueType: z.string(),
  // Arena (`CHERRY`) entries come without tier and rank:
  // https://github.com/RiotGames/developer-relations/issues/795
  tier: z.string().optional(),
  rank: z.string().optional(),
  leaguePoints: z.number(),
  wins: z.number(),
  losses: z.number(),
  hotStreak: z.boolean(),
  veteran: z.boolean(),
  freshBlood: z.boolean(),
  inactive: z.boolean(),
  miniSeries: MiniSeriesDtoSchema.optional(),
  summonerId: z.string().optional(),
});
export type LeagueEntryDto = z.infer<typeof LeagueEntryDtoSchema>;

/** All ranked entries of a player, one per queue. https://developer.riotgames.com/apis#league-v4/GET_getLeagueEntriesByPUUID */
export const LeagueEntriesSchema = z.array(LeagueEntryDtoSchema);
export type LeagueEntries = z.infer<typeof LeagueEntriesSchema>;

export const DIVISIONS = ['I', 'II', 'III', 'IV'] as const;
export type Division = (typeof DIVISIONS)[number];

/**
 * One page (205 entries, empty past the end) of the players of a tier and division of a queue:
 * entries always carry their tier and division.
 * https://developer.riotgames.com/apis#league-v4/GET_getLeagueEntries
 */
export const LeagueEntriesPageSchema = z.array(
  LeagueEntryDtoSchema.extend({ tier: z.string(), rank: z.string() }),
);
export type LeagueEntriesPage = z.infer<typeof LeagueEntriesPageSchema>;

/** One player of an apex league. https://developer.riotgames.com/apis#league-v4/GET_getChallengerLeague */
export const LeagueItemDtoSchema = z.looseObject({
  puuid: z.string(),
  summonerId: z.string().optional(),
  leaguePoints: z.number(),
  rank: z.string(),
  wins: z.number(),
  losses: z.number(),
  veteran: z.boolean(),
  inactive: z.boolean(),
  freshBlood: z.boolean(),
  hotStreak: z.boolean(),
  miniSeries: MiniSeriesDtoSchema.optional(),
});
export type LeagueItemDto = z.infer<typeof LeagueItemDtoSchema>;

/** A challenger, grandmaster or master league of a queue. https://developer.riotgames.com/apis#league-v4/GET_getChallengerLeague */
export const LeagueListDtoSchema = z.looseObject({
  // An empty league (early in a split) has only `tier` and `entries`.
  leagueId: z.string().optional(),
  tier: z.string(),
  name: z.string().optional(),
  queue: z.string().optional(),
  entries: z.array(LeagueItemDtoSchema),
});
export type LeagueListDto = z.infer<typeof LeagueListDtoSchema>;

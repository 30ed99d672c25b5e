import type { rankedEntries, summoners } from '../../db/schema.ts';

/** The stored rows of a player and of their current league entries, as the repositories hand them out. */
export type SummonerRow = typeof summoners.$inferSelect;
export type RankedRow = typeof rankedEntries.$inferSelect;

export interface FetchedSummoner {
  region: string;
  puuid: string;
  gameName: string;
  tagLine: string;
  profileIconId: number;
  summonerLevel: number;
}

export type RankedInput = Omit<RankedRow, 'summonerId' | 'updatedAt'>;

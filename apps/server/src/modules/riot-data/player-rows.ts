import { isRankedQueueType } from '@riftscope/contracts';
import type { LeagueEntryDto } from '@riftscope/riot/schemas';
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

/** A player's league-v4 entries as they are stored: the ranked queues' only, each with a rank. */
export function rankedInputs(entries: readonly LeagueEntryDto[]): RankedInput[] {
  return entries
    .filter((e) => isRankedQueueType(e.queueType) && e.tier && e.rank)
    .map((e) => ({
      queueType: e.queueType,
      tier: e.tier ?? '',
      rank: e.rank ?? '',
      leaguePoints: e.leaguePoints,
      wins: e.wins,
      losses: e.losses,
    }));
}

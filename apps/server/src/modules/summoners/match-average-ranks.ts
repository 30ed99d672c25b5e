import { averageRank, type MatchListItem, type RankedTier } from '@riftscope/contracts';
import type { ParticipantRanksRepository } from '../riot-data/participant-ranks.repository.ts';

/**
 * Gives each match of a page its average Solo/Duo tier from the ranks we hold of its players
 * (docs/player-page.md, Everyone's rank in a match): one statement for every player of the page,
 * and a match with fewer than AVERAGE_RANK_MIN_PLAYERS ranked players is left without one.
 * Nothing is asked of Riot: the ranks of players not held are read when a match is opened.
 */
export async function withAverageRanks(
  ranks: Pick<ParticipantRanksRepository, 'held'> | undefined,
  region: string,
  items: readonly MatchListItem[],
): Promise<MatchListItem[]> {
  if (!ranks || items.length === 0) return [...items];
  const puuids = [
    ...new Set(items.flatMap((item) => item.participants_preview.map((p) => p.puuid))),
  ];
  const held = new Map((await ranks.held(region, puuids)).map((h) => [h.puuid, h.standing]));
  return items.map((item) => {
    const standings = item.participants_preview.flatMap((p) => {
      const standing = held.get(p.puuid);
      return standing ? [{ ...standing, tier: standing.tier as RankedTier }] : [];
    });
    const average = averageRank(standings, item.participants_preview.length);
    return average ? { ...item, average_rank: average } : item;
  });
}

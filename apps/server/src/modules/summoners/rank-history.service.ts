import {
  ladderValue,
  type RankedTier,
  type RankHistory,
  type RankHistoryQueue,
  type RankSnapshot,
  seasonOf,
} from '@riftscope/contracts';
import type {
  RankHistoryRepository,
  RankSnapshotRow,
} from '../riot-data/rank-history.repository.ts';
import { type PlayerRequest, playerGroup } from './player-request.ts';
import type { SummonersService } from './summoners.service.ts';

/** Riot's queue type of each rank-history queue. */
export const QUEUE_TYPES: Readonly<Record<RankHistoryQueue, string>> = {
  solo: 'RANKED_SOLO_5x5',
  flex: 'RANKED_FLEX_SR',
};

const toSnapshot = (row: RankSnapshotRow): RankSnapshot => ({
  at: row.at.toISOString(),
  tier: row.tier as RankSnapshot['tier'],
  rank: row.rank as RankSnapshot['rank'],
  league_points: row.leaguePoints,
  wins: row.wins,
  losses: row.losses,
});

/**
 * The highest standing on the ladder scale (rank-scale.ts) among the snapshots in the season of
 * the latest one; the earliest of equal ones. Null without snapshots.
 */
export function seasonPeak(rows: readonly RankSnapshotRow[]): RankSnapshotRow | null {
  const latest = rows.at(-1);
  if (!latest) return null;
  const season = seasonOf(latest.at.getTime());
  let peak: { row: RankSnapshotRow; value: number } | null = null;
  for (const row of rows) {
    if (seasonOf(row.at.getTime()) !== season) continue;
    const value = ladderValue(row.tier as RankedTier, row.rank, row.leaguePoints);
    if (!peak || value > peak.value) peak = { row, value };
  }
  return peak?.row ?? null;
}

/**
 * A player's ranked standings over time as RiftScope recorded them (rank-history.repository.ts).
 * Like the other panels it never calls Riot, and its answers are cached with the player's
 * others, so a refresh forgets them too.
 */
export function createRankHistoryService(deps: {
  players: Pick<SummonersService, 'known' | 'playerAnswers'>;
  ranks: Pick<RankHistoryRepository, 'list'>;
}) {
  const { players, ranks } = deps;
  const answers = players.playerAnswers<RankHistory>('rank-history');
  return {
    async history(player: PlayerRequest, queue: RankHistoryQueue): Promise<RankHistory> {
      const field = `${player.region}:${queue}`;
      return answers.remember(playerGroup(player), field, async () => {
        const row = await players.known(player);
        const rows = await ranks.list(row.region, row.puuid, QUEUE_TYPES[queue]);
        const peak = seasonPeak(rows);
        return { data: rows.map(toSnapshot), peak: peak && toSnapshot(peak) };
      });
    },
  };
}

export type RankHistoryService = ReturnType<typeof createRankHistoryService>;

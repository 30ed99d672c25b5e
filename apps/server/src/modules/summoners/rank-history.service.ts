import {
  FIRST_RECORDED_SEASON,
  type GameLpPoint,
  type LpChange,
  type LpSnapshot,
  type LpSummary,
  type LpSummaryAnswer,
  ladderValue,
  RANK_HISTORY_QUEUES,
  RANKED_QUEUE_RIOT,
  type RankedTier,
  type RankHistory,
  type RankHistoryQueue,
  type RankSnapshot,
  type SeasonHistory,
  seasonOf,
  seasonRange,
  seasonsNotSeen,
} from '@riftscope/contracts';
import type { LpPerGameRepository } from '../riot-data/lp-per-game.repository.ts';
import type {
  RankHistoryRepository,
  RankSnapshotRow,
  SeasonLastRow,
} from '../riot-data/rank-history.repository.ts';
import { type PlayerRequest, playerGroup } from './player-request.ts';
import type { SummonersService } from './summoners.service.ts';

const fromLpSnapshot = (s: LpSnapshot): RankSnapshot => ({
  at: new Date(s.at).toISOString(),
  tier: s.tier,
  rank: s.rank as RankSnapshot['rank'],
  league_points: s.leaguePoints,
  wins: s.wins,
  losses: s.losses,
});

const toLpSnapshot = (row: RankSnapshotRow): LpSnapshot => ({
  at: row.at.getTime(),
  tier: row.tier as LpSnapshot['tier'],
  rank: row.rank,
  leaguePoints: row.leaguePoints,
  wins: row.wins,
  losses: row.losses,
});

/** A net change over the latest games as answers carry it (the rank history's `recent_lp`). */
export const toLpSummary = (summary: LpSummary): LpSummaryAnswer => ({
  lp: summary.lp,
  games: summary.games,
  wins: summary.wins,
  losses: summary.losses,
  from: fromLpSnapshot(summary.from),
  to: fromLpSnapshot(summary.to),
});

/** The proven changes as graph points, oldest first. */
const toGameLpPoints = (changes: ReadonlyMap<string, LpChange>): GameLpPoint[] =>
  [...changes]
    .map(([matchId, change]) => ({
      match_id: matchId,
      seen_at: new Date(change.after.at).toISOString(),
      kind: change.kind,
      lp: change.lp,
    }))
    .sort((a, b) => a.seen_at.localeCompare(b.seen_at));

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
 * The past seasons answer from the last snapshot of each queue and season
 * (docs/player-page.md, Past seasons): seasons before `currentSeason`, newest first per queue.
 */
export function pastSeasons(rows: readonly SeasonLastRow[], currentSeason: number): SeasonHistory {
  const past = rows.filter((row) => row.season < currentSeason);
  return {
    current_season: currentSeason,
    first_season: FIRST_RECORDED_SEASON,
    queues: RANK_HISTORY_QUEUES.map((queue) => ({
      queue,
      seasons: past
        .filter((row) => row.queueType === RANKED_QUEUE_RIOT[queue].queueType)
        .sort((a, b) => b.season - a.season)
        .map((row) => {
          const { at, ...standing } = toSnapshot(row);
          return { season: row.season, ...standing, seen_at: at };
        }),
    })),
    not_seen: seasonsNotSeen(
      currentSeason,
      past.map((row) => row.season),
    ),
    snapshots: rows[0]?.total ?? 0,
    latest_at: rows[0]?.latestAt.toISOString() ?? null,
  };
}

/**
 * A player's ranked standings over time as RiftScope recorded them (rank-history.repository.ts),
 * and the last of each past season. Like the other panels it never calls Riot, and its answers
 * are cached with the player's others, so a refresh forgets them too.
 */
export function createRankHistoryService(deps: {
  players: Pick<SummonersService, 'known' | 'playerAnswers'>;
  ranks: Pick<RankHistoryRepository, 'list' | 'lastOfEachSeason'>;
  lp: Pick<LpPerGameRepository, 'seasonOf'>;
  now?: () => number;
}) {
  const { players, ranks, lp } = deps;
  const now = deps.now ?? Date.now;
  const answers = players.playerAnswers<RankHistory>('rank-history');
  const seasonAnswers = players.playerAnswers<SeasonHistory>('season-history');
  return {
    async history(player: PlayerRequest, queue: RankHistoryQueue): Promise<RankHistory> {
      const field = `${player.region}:${queue}`;
      return answers.remember(playerGroup(player), field, async () => {
        const row = await players.known(player);
        const season = seasonOf(now());
        const rows = await ranks.list(row.region, row.puuid, RANKED_QUEUE_RIOT[queue].queueType);
        // LP per game in the season of the latest snapshot: the last one seen, even when the
        // player has not played in the season in progress yet.
        const latest = rows.at(-1);
        const seasonLp = latest
          ? await lp.seasonOf(row, {
              queueId: RANKED_QUEUE_RIOT[queue].queueId,
              season: seasonOf(latest.at.getTime()),
              snapshots: rows.map(toLpSnapshot),
            })
          : { summary: null, changes: new Map() };
        const peak = seasonPeak(rows);
        return {
          data: rows.map(toSnapshot),
          peak: peak && toSnapshot(peak),
          season,
          season_start: new Date(seasonRange(season).from).toISOString(),
          recent_lp: seasonLp.summary && toLpSummary(seasonLp.summary),
          game_lp: toGameLpPoints(seasonLp.changes),
        };
      });
    },

    async seasons(player: PlayerRequest): Promise<SeasonHistory> {
      return seasonAnswers.remember(playerGroup(player), player.region, async () => {
        const row = await players.known(player);
        const queueTypes = RANK_HISTORY_QUEUES.map((queue) => RANKED_QUEUE_RIOT[queue].queueType);
        const rows = await ranks.lastOfEachSeason(row.region, row.puuid, queueTypes);
        return pastSeasons(rows, seasonOf(now()));
      });
    },
  };
}

export type RankHistoryService = ReturnType<typeof createRankHistoryService>;

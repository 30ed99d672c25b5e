import {
  type MultiSearchPlayer,
  type PlayerRole,
  type RankedEntry,
  winRate,
} from '@riftscope/contracts';

/** The recent games of the column's queue that were played in `role`. */
export function roleGames(recent: MultiSearchPlayer['recent'], role: PlayerRole): number {
  return recent.roles.find((entry) => entry.role === role)?.games ?? 0;
}

/** The season's games and win rate of a ranked standing (wins / (wins + losses)). */
export function seasonRecord(entry: Pick<RankedEntry, 'wins' | 'losses'>) {
  const games = entry.wins + entry.losses;
  return { games, winRate: winRate(entry.wins, games) };
}

/** Why a column shows no figures of its queue, with the queue (`emptyQueue`). */
export type EmptyQueue =
  | 'no_ranked_solo'
  | 'no_ranked_flex'
  | 'not_stored_solo'
  | 'not_stored_flex'
  | 'not_stored_all';

/**
 * Why a column has no figures of its queue, or null when it has games:
 * - `no_ranked_*`: a ranked queue that Riot's standing shows no games of this season (or no
 *   standing at all), which the stored games agree with;
 * - `not_stored_*`: games that Riot counts, or any game for every queue, of which none is stored.
 */
export function emptyQueue(player: MultiSearchPlayer): EmptyQueue | null {
  if (player.recent.games > 0) return null;
  if (player.queue === 'all') return 'not_stored_all';
  const entry = player.ranked[player.queue === 'solo' ? 0 : 1];
  const hasSeasonGames = entry !== null && seasonRecord(entry).games > 0;
  return hasSeasonGames ? `not_stored_${player.queue}` : `no_ranked_${player.queue}`;
}

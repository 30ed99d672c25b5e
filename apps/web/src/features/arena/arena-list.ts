import type { ArenaRecord } from '@riftscope/contracts';
import { type FigureSort, sortByFigure } from '../../shared/domain/sort-by-figure.ts';

/** The figures an Arena list sorts by. */
export type ArenaSortKey = 'games' | 'pick_rate' | 'average_place' | 'top_four_rate' | 'first_rate';
export type ArenaSort = FigureSort<ArenaSortKey>;

/** The order a first press on a column's head asks for: the best first (1st place is best). */
const BEST_FIRST: Record<ArenaSortKey, ArenaSort['order']> = {
  games: 'desc',
  pick_rate: 'desc',
  average_place: 'asc',
  top_four_rate: 'desc',
  first_rate: 'desc',
};

/**
 * The Arena tier list's own order: the best average place first among the entries with the
 * minimum sample, then the others by games (contracts' ArenaTierListSchema).
 */
export const DEFAULT_ARENA_SORT: ArenaSort = { key: 'average_place', order: 'asc' };

/** A press on `key`'s head: that figure best first, or the other way round on a second press. */
export const nextArenaSort = (current: ArenaSort, key: ArenaSortKey): ArenaSort =>
  current.key === key
    ? { key, order: current.order === 'asc' ? 'desc' : 'asc' }
    : { key, order: BEST_FIRST[key] };

/** Whether the order asked for ranks a rate, which an entry on too few games may not lead. */
export const ranksRates = (sort: ArenaSort): boolean =>
  sort.key !== 'games' && sort.key !== 'pick_rate';

/**
 * The entries in the order asked for, ties in the order given. By a place or a rate, the entries
 * under the minimum sample come after the others whichever way round; by the best average place,
 * they come by games, as the tier list's answer has them.
 */
export function sortArena<T extends ArenaRecord>(
  entries: readonly T[],
  sort: ArenaSort,
  minSample: number,
): T[] {
  const isSmall = (entry: T) => ranksRates(sort) && entry.games < minSample;
  if (sort.key === DEFAULT_ARENA_SORT.key && sort.order === DEFAULT_ARENA_SORT.order) {
    const ranked = entries.filter((entry) => !isSmall(entry));
    const rest = entries.filter(isSmall);
    return [
      ...sortByFigure(ranked, (entry) => entry.average_place, 'asc'),
      ...sortByFigure(rest, (entry) => entry.games, 'desc'),
    ];
  }
  return sortByFigure(entries, (entry) => entry[sort.key], sort.order, isSmall);
}

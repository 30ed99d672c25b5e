import type { ItemStats } from '@riftscope/contracts';
import { filterByName } from '../../shared/domain/fold-for-search.ts';
import { type FigureSort, sortByFigure } from '../../shared/domain/sort-by-figure.ts';

/** The kinds of item the list tells apart: every one, or one class of those it counts. */
export const ITEM_KINDS = ['all', 'legendary', 'boots'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The figures the list sorts by, each most first, or least first turned round. */
export type ItemSortKey = 'games' | 'pick_rate' | 'win_rate';
export type ItemSort = FigureSort<ItemSortKey>;

/** The answer's own order: most games first. */
export const DEFAULT_ITEM_SORT: ItemSort = { key: 'games', order: 'desc' };

/** The items of `kind` whose name holds the search text, accents, case and punctuation aside. */
export function filterItems(
  items: readonly ItemStats[],
  text: string,
  kind: ItemKind,
): ItemStats[] {
  return filterByName(
    items.filter((item) => kind === 'all' || item.class === kind),
    text,
    (item) => item.name,
  );
}

/**
 * The items in the order asked for; ties keep the answer's order. By win rate, the items under
 * the minimum sample come after the others whichever way round, so that a rate of two games
 * never heads the list.
 */
export function sortItems(
  items: readonly ItemStats[],
  { key, order }: ItemSort,
  minSample: number,
): ItemStats[] {
  return sortByFigure(
    items,
    (item) => item[key],
    order,
    (item) => key === 'win_rate' && item.games < minSample,
  );
}

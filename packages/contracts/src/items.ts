import type { ChampionSearch } from './champion-search.ts';
import { championSearchString } from './champion-search.ts';

/** What an item is to a build, as packages/riot's item classes name it. */
export const ITEM_CLASSES = [
  'legendary',
  'boots',
  'boots-upgrade',
  'trinket',
  'consumable',
  'starter',
  'other',
] as const;
export type ItemClassName = (typeof ITEM_CLASSES)[number];

/** The classes whose items have figures: the build's completed items. */
export const COUNTED_ITEM_CLASSES: readonly ItemClassName[] = ['legendary', 'boots'];

/** Champions an item's page lists, most games first. */
export const ITEM_CHAMPIONS_MAX = 20;

/** The places a legendary can be completed in: 1st to 6th. */
export const LEGENDARY_SLOTS = 6;

/** Items have no role: an item address names the slice but never a role. */
const withoutRole = ({ role: _role, ...search }: ChampionSearch): ChampionSearch => search;

/** `/items` with the filters' query string: the item list's path after the language. */
export const itemsPagePath = (search: ChampionSearch = {}, newestPatch: string | null = null) =>
  `/items${championSearchString(withoutRole(search), newestPatch)}`;

/** `/items/{itemId}` with the filters' query string: an item's path after the language. */
export const itemPagePath = (
  itemId: number,
  search: ChampionSearch = {},
  newestPatch: string | null = null,
) => `/items/${itemId}${championSearchString(withoutRole(search), newestPatch)}`;

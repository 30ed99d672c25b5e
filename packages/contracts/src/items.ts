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

/**
 * When items are completed, counted in steps of ITEM_MINUTE_STEP minutes from the game's start:
 * 0–5, 5–10, …, 35–40, and the last step holds 40 minutes and later.
 */
export const ITEM_MINUTE_STEP = 5;
export const ITEM_MINUTE_STEPS = 9;

/** The minutes a completion step covers: `to` null for the last, open step. */
export function itemMinuteStep(step: number): { from: number; to: number | null } {
  const from = step * ITEM_MINUTE_STEP;
  return { from, to: step >= ITEM_MINUTE_STEPS - 1 ? null : from + ITEM_MINUTE_STEP };
}

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

import {
  type ChampionSearch,
  type ChampionSlice,
  championPagePath,
  championSearchString,
  hasRankFilter,
  itemPagePath,
  itemsPagePath,
  type Language,
  matchupPagePath,
  runePagePath,
  runesPagePath,
  type TierListQueue,
  type TierRole,
} from '@riftscope/contracts';
import {
  championSliceFromSearch,
  DEFAULT_SLICE,
  QUEUE_PARAMS,
  type QueueParam,
} from './champion-slice.ts';

/** The search parameters a slice is written to; other pages' parameters are kept beside them. */
export const SLICE_PARAMS = ['queue', 'patch', 'region', 'tier'] as const;

/** The address's name of a queue: `solo`, `flex` or `aram`. */
export function queueParamOf(queue: TierListQueue): QueueParam {
  const entry = Object.entries(QUEUE_PARAMS).find(([, id]) => id === queue);
  return (entry?.[0] ?? 'solo') as QueueParam;
}

export const isDefaultSlice = (slice: ChampionSlice): boolean =>
  SLICE_PARAMS.every((key) => slice[key] === DEFAULT_SLICE[key]);

/** Writes the slice into `search` in place, leaving defaults out. */
function putSlice(search: URLSearchParams, slice: ChampionSlice): void {
  const put = (key: string, value: string | null) =>
    value === null ? search.delete(key) : search.set(key, value);
  put('queue', slice.queue === DEFAULT_SLICE.queue ? null : queueParamOf(slice.queue));
  put('patch', slice.patch);
  put('region', slice.region);
  // A queue without ranks names none: its pages count every match.
  put('tier', slice.tier === DEFAULT_SLICE.tier || !hasRankFilter(slice.queue) ? null : slice.tier);
}

/**
 * The address's search ('' or `?…`) with the slice changed and every other parameter kept, but
 * the page number: a new slice starts from its first page. Defaults and values the page cannot
 * read are left out, so the plain page keeps its plain address.
 */
export function searchWithSlice(search: URLSearchParams, changes: Partial<ChampionSlice>): string {
  const result = new URLSearchParams(search);
  const current = championSliceFromSearch(search);
  // Leaving a queue without ranks goes back to the default rank, not to its "every rank".
  if (!hasRankFilter(current.queue)) current.tier = DEFAULT_SLICE.tier;
  putSlice(result, { ...current, ...changes });
  result.delete('page');
  const text = result.toString();
  return text ? `?${text}` : '';
}

/** The address filters of a slice; the page names its own patch only when the slice pins one. */
export const championSearchOf = (slice: ChampionSlice): ChampionSearch => ({
  queue: slice.queue,
  ...(slice.patch ? { patch: slice.patch } : {}),
  ...(slice.region ? { region: slice.region } : {}),
  tier: slice.tier,
});

/**
 * The address of a champion's page in a role (null: the role the page picks) and slice, with the
 * slice's defaults left out as in the canonical address: `/champions/{key}?…`, or ARAM's own
 * `/aram/{key}` (contracts' championPagePath).
 */
export function championHref(
  language: Language,
  key: string,
  role: TierRole | '' | null,
  slice: ChampionSlice,
): string {
  return `/${language}${championPagePath(key, { ...(role ? { role } : {}), ...championSearchOf(slice) })}`;
}

/** The matchup page of the champion against an enemy laner, in a role and slice. */
export function matchupHref(
  language: Language,
  key: string,
  enemyKey: string,
  role: TierRole | '' | null,
  slice: ChampionSlice,
): string {
  return `/${language}${matchupPagePath(key, enemyKey, { ...(role ? { role } : {}), ...championSearchOf(slice) })}`;
}

/** The champions list in the same slice. */
export function championsHref(language: Language, slice: ChampionSlice): string {
  return `/${language}/champions${championSearchString(championSearchOf(slice))}`;
}

/** The rune list in the same slice, its defaults left out as in the canonical address. */
export const runesHref = (language: Language, slice: ChampionSlice): string =>
  `/${language}${runesPagePath(championSearchOf(slice))}`;

/** A rune's page in the same slice, its defaults left out as in the canonical address. */
export const runeHref = (language: Language, runeId: number, slice: ChampionSlice): string =>
  `/${language}${runePagePath(runeId, championSearchOf(slice))}`;

/** The item list in the same slice, its defaults left out as in the canonical address. */
export const itemsHref = (language: Language, slice: ChampionSlice): string =>
  `/${language}${itemsPagePath(championSearchOf(slice))}`;

/** An item's page in the same slice, its defaults left out as in the canonical address. */
export const itemHref = (language: Language, itemId: number, slice: ChampionSlice): string =>
  `/${language}${itemPagePath(itemId, championSearchOf(slice))}`;

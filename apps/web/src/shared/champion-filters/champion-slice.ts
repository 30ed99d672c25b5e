import {
  bracketFilterOf,
  CHAMPION_QUEUE_PARAMS,
  type ChampionQueueParam,
  type ChampionSlice,
  DEFAULT_BRACKET_FILTER,
  DEFAULT_TIER_QUEUE,
  readChampionSearch,
  type TierListQueue,
} from '@riftscope/contracts';

// Only what loaders need: this module is in the first chunk every page loads. Writing a slice
// back into an address is slice-search.ts's.

/** The queues by the names the address uses (`?queue=flex`), in the order the filter lists them. */
export const QUEUE_PARAMS = CHAMPION_QUEUE_PARAMS;
export type QueueParam = ChampionQueueParam;

/**
 * What the champion pages and the tier list are computed from, as the address selects it.
 * `patch` null is the newest patch with data and `region` null is every region, as the API
 * reads their absence.
 */
export type { ChampionSlice };

export const DEFAULT_SLICE: ChampionSlice = Object.freeze({
  queue: DEFAULT_TIER_QUEUE,
  patch: null,
  region: null,
  tier: DEFAULT_BRACKET_FILTER,
});

/** `value` when it is one of `values`, else `fallback`: an unknown value means the default. */
export const oneOf = <T extends string | number | null>(
  values: readonly T[],
  value: unknown,
  fallback: T,
): T => (values.includes(value as T) ? (value as T) : fallback);

/**
 * The slice the address selects (`?queue=flex&patch=15.23&region=euw1&tier=master_plus`); a
 * missing or unknown value means the default, so it is never sent to the API. A queue without
 * ranks (ARAM) is every rank whatever the address says. A page of one queue (`/aram`) names it
 * as `fixedQueue`, and the address's own queue is not read.
 */
export function championSliceFromSearch(
  search: URLSearchParams,
  fixedQueue?: TierListQueue,
): ChampionSlice {
  const read = readChampionSearch(search);
  const { patch, region, tier } = read;
  const queue = fixedQueue ?? read.queue ?? DEFAULT_SLICE.queue;
  return {
    queue,
    patch: patch ?? null,
    region: region ?? null,
    tier: bracketFilterOf(queue, tier),
  };
}

/** The slice as the API's query (`listChampions`, `getChampion`): defaults are left out. */
export const sliceQuery = ({ queue, patch, region, tier }: ChampionSlice) => ({
  queue: queue === DEFAULT_SLICE.queue ? undefined : queue,
  patch: patch ?? undefined,
  region: region ?? undefined,
  tier: tier === bracketFilterOf(queue, undefined) ? undefined : tier,
});

/** The slice as a part of a query key: every filter, the API's defaults named. */
export const sliceKey = (slice: ChampionSlice) =>
  [slice.queue, slice.patch ?? 'newest', slice.region ?? 'all', slice.tier] as const;

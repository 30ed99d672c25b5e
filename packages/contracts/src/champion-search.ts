import {
  BRACKET_FILTERS,
  type BracketFilter,
  DEFAULT_BRACKET_FILTER,
  DEFAULT_TIER_QUEUE,
  hasRankFilter,
  TIER_ROLES,
  type TierListQueue,
  type TierRole,
} from './champions.ts';
import { isRegion, type Region } from './regions.ts';

/** The queue names of champion page and tier list addresses (`?queue=flex`). */
export const CHAMPION_QUEUE_PARAMS = {
  solo: 420,
  flex: 440,
  aram: 450,
} as const satisfies Record<string, TierListQueue>;
export type ChampionQueueParam = keyof typeof CHAMPION_QUEUE_PARAMS;

/**
 * The filters a champion page address names (`?role=MIDDLE&queue=flex&patch=15.9&region=euw1&tier=diamond_plus`).
 * A filter left out is the default: every role the page chooses, Ranked Solo/Duo, the newest
 * patch, all regions, Emerald+ (all ranks in a queue without them, which names no rank).
 */
export interface ChampionSearch {
  role?: TierRole;
  queue?: TierListQueue;
  patch?: string;
  region?: Region;
  tier?: BracketFilter;
}

/** The search parameters of a champion page address, in the order canonical addresses use. */
export const CHAMPION_SEARCH_KEYS = ['role', 'queue', 'patch', 'region', 'tier'] as const;

const PATCH = /^\d{1,3}\.\d{1,3}$/;

const queueOfParam = (value: string | null): TierListQueue | undefined =>
  value !== null && Object.hasOwn(CHAMPION_QUEUE_PARAMS, value)
    ? CHAMPION_QUEUE_PARAMS[value as ChampionQueueParam]
    : undefined;

const paramOfQueue = (queue: TierListQueue): ChampionQueueParam =>
  (Object.keys(CHAMPION_QUEUE_PARAMS) as ChampionQueueParam[]).find(
    (name) => CHAMPION_QUEUE_PARAMS[name] === queue,
  ) ?? 'solo';

/**
 * The filters of a champion page address. An unknown or default value counts as left out, so
 * that a hand-edited address still shows a page and every page has one canonical address.
 */
export function readChampionSearch(params: URLSearchParams): ChampionSearch {
  const search: ChampionSearch = {};
  const role = params.get('role')?.toUpperCase() ?? '';
  if ((TIER_ROLES as readonly string[]).includes(role)) search.role = role as TierRole;
  const queue = queueOfParam(params.get('queue'));
  if (queue !== undefined && queue !== DEFAULT_TIER_QUEUE) search.queue = queue;
  const patch = params.get('patch') ?? '';
  if (PATCH.test(patch)) search.patch = patch;
  const region = params.get('region')?.toLowerCase();
  if (isRegion(region)) search.region = region;
  const tier = params.get('tier')?.toLowerCase() ?? '';
  if (
    (BRACKET_FILTERS as readonly string[]).includes(tier) &&
    tier !== DEFAULT_BRACKET_FILTER &&
    hasRankFilter(queue ?? DEFAULT_TIER_QUEUE)
  ) {
    search.tier = tier as BracketFilter;
  }
  return search;
}

/**
 * The query string (`?role=TOP&queue=flex`, or '') of a champion page address with these
 * filters; a patch equal to `newestPatch` is left out, as the page without one shows it.
 */
export function championSearchString(
  search: ChampionSearch,
  newestPatch: string | null = null,
): string {
  const params = new URLSearchParams();
  if (search.role) params.set('role', search.role);
  if (search.queue !== undefined && search.queue !== DEFAULT_TIER_QUEUE) {
    params.set('queue', paramOfQueue(search.queue));
  }
  if (search.patch && search.patch !== newestPatch) params.set('patch', search.patch);
  if (search.region) params.set('region', search.region);
  if (
    search.tier &&
    search.tier !== DEFAULT_BRACKET_FILTER &&
    hasRankFilter(search.queue ?? DEFAULT_TIER_QUEUE)
  ) {
    params.set('tier', search.tier);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A champion page's path after the language, with the filters' query string: `/champions/{key}`,
 * or for ARAM its own `/aram/{key}`, whose address names the queue in the path and no role or
 * rank (ARAM has neither), so `/champions/{key}?queue=aram` names it as its canonical address.
 */
export function championPagePath(
  championKey: string,
  search: ChampionSearch = {},
  newestPatch: string | null = null,
): string {
  const key = encodeURIComponent(championKey.toLowerCase());
  if (search.queue === CHAMPION_QUEUE_PARAMS.aram) {
    const aram: ChampionSearch = {
      ...(search.patch ? { patch: search.patch } : {}),
      ...(search.region ? { region: search.region } : {}),
    };
    return `/aram/${key}${championSearchString(aram, newestPatch)}`;
  }
  return `/champions/${key}${championSearchString(search, newestPatch)}`;
}

/**
 * The filters of an ARAM champion page's address (`/aram/{key}?patch=15.9&region=euw1`): the
 * queue is ARAM's whatever the query says, and there is no role or rank to name.
 */
export function readAramChampionSearch(params: URLSearchParams): ChampionSearch {
  const { patch, region } = readChampionSearch(params);
  return {
    queue: CHAMPION_QUEUE_PARAMS.aram,
    ...(patch ? { patch } : {}),
    ...(region ? { region } : {}),
  };
}

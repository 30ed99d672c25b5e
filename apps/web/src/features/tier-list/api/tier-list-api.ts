import {
  CHAMPION_QUEUE_PARAMS,
  CHAMPION_SORTS,
  type ChampionSlice,
  type ChampionSort,
  hasNextPage,
  type Language,
  SORT_ORDERS,
  type SortOrder,
  TIER_LIST_PAGE_SIZE,
  TIER_LIST_PAGE_SIZE_MAX,
  TIER_ROLES,
  type TierListQueue,
  type TierRole,
} from '@riftscope/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';
import {
  championSliceFromSearch,
  oneOf,
  sliceQuery,
} from '../../../shared/champion-filters/champion-slice.ts';

// The loader's part: this module is in the loader's small chunk, which the page's shares; the
// page's own helpers are in sort-search.ts and rewind-tier-list.ts.

/** Tier lists are rebuilt from the rollups at most every five minutes (docs/product.md, Constants). */
export const TIER_LIST_CACHE_MS = 5 * 60_000;

/** The role of the query string (`?role=TOP`); a missing or unknown role means all roles. */
export const roleFromSearch = (params: URLSearchParams): TierRole | null =>
  oneOf<TierRole | null>(TIER_ROLES, params.get('role')?.toUpperCase(), null);

/** The server's order when none is asked for: names and roles A to Z, figures highest first. */
export const defaultOrderOf = (sort: ChampionSort): SortOrder =>
  sort === 'name' || sort === 'role' ? 'asc' : 'desc';

export interface TierListSort {
  sort: ChampionSort;
  order: SortOrder;
}

/** `?sort=win_rate&order=asc`; best score first when absent or unknown. */
export function sortFromSearch(params: URLSearchParams): TierListSort {
  const sort = oneOf(CHAMPION_SORTS, params.get('sort'), 'score');
  return { sort, order: oneOf(SORT_ORDERS, params.get('order'), defaultOrderOf(sort)) };
}

/** Everything the tier list's answer depends on. */
export interface TierListFilters extends TierListSort {
  role: TierRole | null;
  slice: ChampionSlice;
}

/**
 * The pages the tier list is drawn on: every queue's (`/tier-list`), and ARAM's own (`/aram`),
 * whose queue is the page's and not the address's. The key is the page's head in `meta.json`;
 * the router names a page by its key alone, so that the queues stay out of the first chunk.
 */
export const TIER_LIST_PAGES = {
  tier_list: { path: 'tier-list', queue: undefined },
  aram: { path: 'aram', queue: CHAMPION_QUEUE_PARAMS.aram },
} as const satisfies Record<string, { path: string; queue: TierListQueue | undefined }>;

export type TierListPageKind = keyof typeof TIER_LIST_PAGES;

/** ARAM has no lanes: its rows have no role, so the role filter does not apply there. */
export const hasRoles = (queue: TierListQueue): boolean => queue !== 450;

/**
 * The filters of the address, on a page of one queue (`/aram`) with `fixedQueue` whatever the
 * address names; a role is kept in it but not applied to ARAM.
 */
export function tierListFiltersFromSearch(
  params: URLSearchParams,
  fixedQueue?: TierListQueue,
): TierListFilters {
  const slice = championSliceFromSearch(params, fixedQueue);
  return {
    role: hasRoles(slice.queue) ? roleFromSearch(params) : null,
    slice,
    ...sortFromSearch(params),
  };
}

/**
 * Rows a page of the tier list asks for: every row of the slice at once (docs/product.md, Tier
 * list). A page configured with fewer gets the specification's pages and "Load more".
 */
export const TIER_LIST_WHOLE = TIER_LIST_PAGE_SIZE_MAX;

export const tierListKeys = {
  list: (
    { role, slice, sort, order }: TierListFilters,
    language: Language,
    pageSize: number = TIER_LIST_WHOLE,
  ) => ['champions', 'tier-list', role, slice, sort, order, language, pageSize] as const,
};

/** The API's query for these filters; defaults are left out, as the server reads them so. */
const listQuery = (
  { role, slice, sort, order }: TierListFilters,
  page: number,
  pageSize: number,
) => ({
  page,
  per_page: pageSize === TIER_LIST_PAGE_SIZE ? undefined : pageSize,
  role: role ?? undefined,
  ...sliceQuery(slice),
  sort: sort === 'score' ? undefined : sort,
  order: order === defaultOrderOf(sort) ? undefined : order,
});

/**
 * The tier list for these filters, names in `language`, sorted by the server: the whole list in
 * one answer, or `pageSize` rows a page from page 1.
 */
export const tierListQuery = (
  filters: TierListFilters,
  language: Language,
  pageSize: number = TIER_LIST_WHOLE,
) =>
  infiniteQueryOptions({
    queryKey: tierListKeys.list(filters, language, pageSize),
    ...STARTED_BY_LOADER,
    queryFn: ({ pageParam, signal }) =>
      call('listChampions', {
        query: { ...listQuery(filters, pageParam, pageSize), lang: language },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.current_page + 1 : undefined),
    staleTime: TIER_LIST_CACHE_MS,
    gcTime: TIER_LIST_CACHE_MS,
  });

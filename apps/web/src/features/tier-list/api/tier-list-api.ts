import {
  CHAMPION_SORTS,
  type ChampionSlice,
  type ChampionSort,
  hasNextPage,
  type Language,
  SORT_ORDERS,
  type SortOrder,
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

// The loader's part: this module is in the first chunk every page loads; the page's own helpers
// are in sort-search.ts and rewind-tier-list.ts.

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

/** ARAM has no lanes: its rows have no role, so the role filter does not apply there. */
export const hasRoles = (queue: TierListQueue): boolean => queue !== 450;

/** The filters of the address; a role is kept in it but not applied to ARAM. */
export function tierListFiltersFromSearch(params: URLSearchParams): TierListFilters {
  const slice = championSliceFromSearch(params);
  return {
    role: hasRoles(slice.queue) ? roleFromSearch(params) : null,
    slice,
    ...sortFromSearch(params),
  };
}

export const tierListKeys = {
  list: ({ role, slice, sort, order }: TierListFilters, language: Language) =>
    ['champions', 'tier-list', role, slice, sort, order, language] as const,
};

/** The API's query for these filters; defaults are left out, as the server reads them so. */
const listQuery = ({ role, slice, sort, order }: TierListFilters, page: number) => ({
  page,
  role: role ?? undefined,
  ...sliceQuery(slice),
  sort: sort === 'score' ? undefined : sort,
  order: order === defaultOrderOf(sort) ? undefined : order,
});

/**
 * The tier list for these filters, names in `language`, a page at a time from page 1, sorted by
 * the server.
 */
export const tierListQuery = (filters: TierListFilters, language: Language) =>
  infiniteQueryOptions({
    queryKey: tierListKeys.list(filters, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ pageParam, signal }) =>
      call('listChampions', {
        query: { ...listQuery(filters, pageParam), lang: language },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.current_page + 1 : undefined),
    staleTime: TIER_LIST_CACHE_MS,
    gcTime: TIER_LIST_CACHE_MS,
  });

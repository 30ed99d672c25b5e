import { hasNextPage, TIER_ROLES, type TierRole } from '@riftscope/contracts';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';

/** Tier lists are rebuilt from the rollups at most every five minutes (SPEC.md §9). */
export const TIER_LIST_CACHE_MS = 5 * 60_000;

const isTierRole = (value: string): value is TierRole =>
  (TIER_ROLES as readonly string[]).includes(value);

/** The role of the query string (`?role=TOP`); a missing or unknown role means all roles. */
export function roleFromSearch(params: URLSearchParams): TierRole | null {
  const role = params.get('role')?.toUpperCase() ?? '';
  return isTierRole(role) ? role : null;
}

export const tierListKeys = {
  list: (role: TierRole | null) => ['champions', 'tier-list', role ?? 'all'] as const,
};

/** The tier list for one role (or all), a page at a time from page 1. */
export const tierListQuery = (role: TierRole | null) =>
  infiniteQueryOptions({
    queryKey: tierListKeys.list(role),
    ...STARTED_BY_LOADER,
    queryFn: ({ pageParam, signal }) =>
      call('listChampions', { query: { page: pageParam, ...(role ? { role } : {}) }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.current_page + 1 : undefined),
    staleTime: TIER_LIST_CACHE_MS,
    gcTime: TIER_LIST_CACHE_MS,
  });

/**
 * Keeps only the first page of `role`'s cached list, so that choosing the role again starts
 * over from page 1 (SPEC.md §4) while still answering from the five-minute cache.
 */
export function rewindTierList(queryClient: QueryClient, role: TierRole | null): void {
  const key = tierListKeys.list(role);
  const data = queryClient.getQueryData<InfiniteData<unknown, number>>(key);
  if (!data || data.pages.length <= 1) return;
  // The first page keeps its age: trimming the list does not make it any fresher.
  queryClient.setQueryData(
    key,
    { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    { updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt },
  );
}

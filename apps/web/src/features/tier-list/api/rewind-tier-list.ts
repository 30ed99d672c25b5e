import type { Language } from '@riftscope/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { type TierListFilters, tierListKeys } from './tier-list-api.ts';

/**
 * Keeps only the first page of the cached list for these filters in `language`, so that choosing
 * them again starts over from page 1 (docs/product.md, Tier list) while still answering from the five-minute
 * cache.
 */
export function rewindTierList(
  queryClient: QueryClient,
  filters: TierListFilters,
  language: Language,
  pageSize?: number,
): void {
  const key = tierListKeys.list(filters, language, pageSize);
  const data = queryClient.getQueryData<InfiniteData<unknown, number>>(key);
  if (!data || data.pages.length <= 1) return;
  // The first page keeps its age: trimming the list does not make it any fresher.
  queryClient.setQueryData(
    key,
    { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    { updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt },
  );
}

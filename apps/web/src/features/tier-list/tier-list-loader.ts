import { isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { championsMetaQuery } from '../../shared/champion-filters/champions-meta-api.ts';
import {
  TIER_LIST_PAGES,
  type TierListPageKind,
  tierListFiltersFromSearch,
  tierListQuery,
} from './api/tier-list-api.ts';

/**
 * Starts the first page of the address's tier list and the filters' choices while the page's
 * code loads; on a page of one queue (`/aram`), that queue's list.
 */
export const tierListLoader =
  (queryClient: QueryClient, kind: TierListPageKind = 'tier_list') =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang } = params;
    if (!isLanguage(lang)) return null;
    const filters = tierListFiltersFromSearch(
      new URL(request.url).searchParams,
      TIER_LIST_PAGES[kind].queue,
    );
    void queryClient.prefetchInfiniteQuery(tierListQuery(filters, lang));
    void queryClient.prefetchQuery(championsMetaQuery);
    return null;
  };

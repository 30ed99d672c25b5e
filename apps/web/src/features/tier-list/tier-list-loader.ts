import { isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { roleFromSearch, tierListQuery } from './api/tier-list-api.ts';

/** Starts asking for the first page of the role's tier list while the page's code loads. */
export const tierListLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    if (!isLanguage(params.lang)) return null;
    const role = roleFromSearch(new URL(request.url).searchParams);
    void queryClient.prefetchInfiniteQuery(tierListQuery(role));
    return null;
  };

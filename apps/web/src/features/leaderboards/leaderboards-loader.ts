import { isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ladderAddress, ladderQuery } from './api/leaderboards-api.ts';

/** Starts the address's ladder page while the page's code loads. */
export const leaderboardsLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang } = params;
    if (!isLanguage(lang)) return null;
    const address = ladderAddress(params.region, new URL(request.url).searchParams);
    if (address) void queryClient.prefetchQuery(ladderQuery(address, lang));
    return null;
  };

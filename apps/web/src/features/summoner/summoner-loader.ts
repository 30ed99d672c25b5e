import { isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { playerRefFrom } from '../../shared/domain/player-ref.ts';
import {
  friendsQuery,
  matchesQuery,
  summonerQuery,
  topChampionsQuery,
} from './api/summoner-api.ts';

/**
 * Starts what the summoner page shows first while its code loads: profile and first match page
 * at once, then top champions and friends once the profile is there (they wait for it, as the
 * page does). Nothing is awaited: the page shows its own skeletons and errors. Live status is
 * left to the page, which polls it from a fresh start.
 */
export const summonerLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs): null => {
    const player = playerRefFrom(params);
    if (!isLanguage(params.lang) || !player) return null;
    queryClient.fetchQuery(summonerQuery(player)).then(
      ({ puuid }) => {
        void queryClient.prefetchQuery(topChampionsQuery(player, puuid));
        void queryClient.prefetchQuery(friendsQuery(player, puuid));
      },
      // The page shows the failure from the cache.
      () => undefined,
    );
    void queryClient.prefetchInfiniteQuery(matchesQuery(player));
    return null;
  };

import { isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { warmUpNumberFormat } from '../../lib/intl-warm-up.ts';
import { playerRefFrom } from '../../shared/domain/player-ref.ts';
import { ladderPlaceQuery } from './api/ladder-api.ts';
import { masteryQuery } from './api/mastery-api.ts';
import {
  firstRankHistoryQueue,
  friendsQuery,
  matchesQuery,
  playerChampionsQuery,
  rankHistoryQuery,
  recentSummaryQuery,
  seasonHistoryQuery,
  summonerQuery,
  topChampionsQuery,
} from './api/summoner-api.ts';
import { pageSearch } from './page-search.ts';

/**
 * Starts what the summoner page shows first while its code loads, game names in the language of
 * the address (under the keys the page reads with `useLanguage()`): the profile and, on the
 * Overview, the first match page of the address's queue tab at once; then top champions,
 * friends, the LP graph's history, the past seasons, the ladder place and the tab's own figures
 * (recent summary, champions table or masteries) once the profile is there (they wait for it, as
 * the page does). Nothing is awaited: the page shows its own skeletons and errors. Live status is
 * left to the page, which polls it from a fresh start.
 * Meanwhile the browser sets up its number formatting, which the page's title needs.
 */
export const summonerLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang } = params;
    const player = playerRefFrom(params);
    if (!isLanguage(lang) || !player) return null;
    const { queue, tab, season } = pageSearch(new URL(request.url).searchParams);
    warmUpNumberFormat(lang);
    queryClient.fetchQuery(summonerQuery(player)).then(
      ({ puuid, ranked }) => {
        void queryClient.prefetchQuery(topChampionsQuery(player, puuid, lang));
        void queryClient.prefetchQuery(friendsQuery(player, puuid));
        void queryClient.prefetchQuery(rankHistoryQuery(player, firstRankHistoryQueue(ranked)));
        void queryClient.prefetchQuery(seasonHistoryQuery(player));
        void queryClient.prefetchQuery(ladderPlaceQuery(player));
        // The Mastery tab's answer is started here only for that tab: a player's masteries may
        // need a read from Riot, which a server render never makes (it would send a frame).
        if (tab === 'mastery') void queryClient.prefetchQuery(masteryQuery(player, puuid, lang));
        if (tab === 'overview') {
          void queryClient.prefetchQuery(recentSummaryQuery(player, queue, lang));
        } else if (tab === 'champions') {
          void queryClient.prefetchQuery(playerChampionsQuery(player, queue, season, lang));
        }
      },
      // The page shows the failure from the cache.
      () => undefined,
    );
    if (tab === 'overview') {
      void queryClient.prefetchInfiniteQuery(matchesQuery(player, queue, lang));
    }
    return null;
  };

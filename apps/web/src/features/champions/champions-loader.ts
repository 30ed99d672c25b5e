import { CHAMPION_QUEUE_PARAMS, type ChampionQueueParam, isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { championSliceFromSearch } from '../../shared/champion-filters/champion-slice.ts';
import { championsMetaQuery } from '../../shared/champion-filters/champions-meta-api.ts';
import { bestPlayersQuery } from './api/best-players-api.ts';
import { championGuidesQuery } from './api/champion-guides-api.ts';
import { championIndexQuery, championPageQuery, roleFromSearch } from './api/champions-api.ts';

/** Starts asking for the slice's champions and the filters' choices while the list's code loads. */
export const championsLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang } = params;
    if (!isLanguage(lang)) return null;
    const slice = championSliceFromSearch(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(championIndexQuery(slice, lang));
    void queryClient.prefetchQuery(championsMetaQuery);
    return null;
  };

/**
 * Starts asking for the champion page of the address (its role and slice), its best players and
 * the filters' choices together while the page's code loads, and the guides of the role shown
 * once the page names it; nothing is awaited. A page of one
 * queue (`/aram/{key}`) names it by its address name (`aram`), with no role.
 */
export const championLoader =
  (queryClient: QueryClient, queueParam?: ChampionQueueParam) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang, championKey: key } = params;
    if (!isLanguage(lang) || !key) return null;
    const search = new URL(request.url).searchParams;
    const fixedQueue = queueParam === undefined ? undefined : CHAMPION_QUEUE_PARAMS[queueParam];
    const slice = championSliceFromSearch(search, fixedQueue);
    const role = fixedQueue === undefined ? roleFromSearch(search) : null;
    queryClient.fetchQuery(championPageQuery(key, role, slice, lang)).then(
      // The guides of the role the page shows, which the answer names when the address does not.
      (page) => {
        if (page.role === '' || page.champion.key === null) return;
        void queryClient.prefetchQuery(championGuidesQuery(page.champion.key, page.role, lang));
      },
      // The page shows the failure from the cache.
      () => undefined,
    );
    // Beside the page, under the address's key, which names the same champion as the page's own.
    void queryClient.prefetchQuery(bestPlayersQuery(key, slice.region, lang));
    void queryClient.prefetchQuery(championsMetaQuery);
    return null;
  };

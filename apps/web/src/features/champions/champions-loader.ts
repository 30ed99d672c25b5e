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
 * the filters' choices together while the page's code loads, and the guides of the role the
 * address names; nothing is awaited. A page of one
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
    void queryClient.prefetchQuery(championPageQuery(key, role, slice, lang));
    // The guides of the role the address names, beside the page's answer. Without a role the page
    // shows its champion's most played one, which only its answer names: the section then asks
    // for its guides in the browser, so that a render never waits on a request chained to another
    // (a render sends the page whole only when every answer it started came within its budget).
    if (role) void queryClient.prefetchQuery(championGuidesQuery(key, role, lang));
    // Beside the page, under the address's key, which names the same champion as the page's own.
    void queryClient.prefetchQuery(bestPlayersQuery(key, slice.region, lang));
    void queryClient.prefetchQuery(championsMetaQuery);
    return null;
  };

import { isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { warmUpDateFormat } from '../../shared/domain/format-date.ts';
import { filtersFromSearch, guideQuery, guidesListQuery } from './api/guides-api.ts';

/** Starts asking for the first page of the filtered guide list while the page's code loads. */
export const guidesListLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang } = params;
    if (!isLanguage(lang)) return null;
    const filters = filtersFromSearch(new URL(request.url).searchParams);
    void queryClient.prefetchInfiniteQuery(guidesListQuery(lang, filters));
    warmUpDateFormat(lang);
    return null;
  };

/**
 * Starts asking for the guide (as anyone sees it, the copy a server render draws) while the
 * guide page's code loads.
 */
export const guideLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs): null => {
    const { lang, slug = '' } = params;
    if (!isLanguage(lang) || !slug) return null;
    void queryClient.prefetchQuery(guideQuery(lang, slug));
    warmUpDateFormat(lang);
    return null;
  };

/**
 * The guide pages' screens, loaded through this chunk: the app's first chunk then names this
 * one alone, not the screens and every chunk they share (the home route's budget).
 */
export const guideScreens = {
  list: () => import('./guides-list-page.tsx').then((m) => m.GuidesListPage),
  entry: () => import('./guide-page.tsx').then((m) => m.GuidePage),
};

import { isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { warmUpDateFormat } from '../../shared/domain/format-date.ts';
import { filtersFromSearch, newsArticleQuery, newsListQuery } from './api/news-api.ts';

/** Starts asking for the first page of the filtered news list while the page's code loads (and its dates' format). */
export const newsListLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang } = params;
    if (!isLanguage(lang)) return null;
    const filters = filtersFromSearch(new URL(request.url).searchParams);
    void queryClient.prefetchInfiniteQuery(newsListQuery(lang, filters));
    warmUpDateFormat(lang);
    return null;
  };

/** Starts asking for the article while the article page's code loads (and its date's format). */
export const newsArticleLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs): null => {
    const { lang, slug = '' } = params;
    if (!isLanguage(lang)) return null;
    void queryClient.prefetchQuery(newsArticleQuery(lang, slug));
    warmUpDateFormat(lang);
    return null;
  };

import { isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { warmUpDateFormat } from '../../shared/domain/format-date.ts';
import { examplePlayersQuery, latestNewsQuery } from './api/home-api.ts';

/**
 * Starts asking for the home page's latest news and example players while the page's code loads,
 * and warms the news dates' format.
 */
export const homeLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs): null => {
    if (!isLanguage(params.lang)) return null;
    void queryClient.prefetchQuery(latestNewsQuery(params.lang));
    void queryClient.prefetchQuery(examplePlayersQuery());
    warmUpDateFormat(params.lang);
    return null;
  };

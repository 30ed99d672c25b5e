import { isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { warmUpDateFormat } from '../../shared/domain/format-date.ts';
import { latestNewsQuery } from './api/home-api.ts';

/** Starts asking for the home page's latest news while the page's code loads, and their dates' format. */
export const homeLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs): null => {
    if (!isLanguage(params.lang)) return null;
    void queryClient.prefetchQuery(latestNewsQuery(params.lang));
    warmUpDateFormat(params.lang);
    return null;
  };

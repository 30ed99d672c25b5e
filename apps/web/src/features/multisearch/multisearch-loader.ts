import { isLanguage, isRegion } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { textFromSearch } from '../../shared/domain/multisearch-path.ts';
import { multiSearchQuery } from './api/multisearch-api.ts';

/**
 * Starts the search of the address's pasted text while the page's code loads; nothing is
 * awaited. An address without text or with an unknown region asks for nothing: the page shows
 * its form (and the region's error) by itself.
 */
export const multiSearchLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang, region } = params;
    const text = textFromSearch(new URL(request.url).searchParams);
    if (!isLanguage(lang) || !isRegion(region) || text.trim() === '') return null;
    void queryClient.prefetchQuery(multiSearchQuery(region, text, lang));
    return null;
  };

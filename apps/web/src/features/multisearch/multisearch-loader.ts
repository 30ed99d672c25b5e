import { isLanguage, isRegion } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { textFromSearch } from '../../shared/domain/multisearch-path.ts';
import { multiSearchQuery } from './api/multisearch-api.ts';
import { queueFromSearch } from './multisearch-address.ts';

/**
 * Starts the search of the address's pasted text in its queue while the page's code loads;
 * nothing is awaited. An address without text or with an unknown region asks for nothing: the
 * page shows its form (and the region's error) by itself.
 */
export const multiSearchLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang, region } = params;
    const search = new URL(request.url).searchParams;
    const text = textFromSearch(search);
    if (!isLanguage(lang) || !isRegion(region) || text.trim() === '') return null;
    void queryClient.prefetchQuery(multiSearchQuery(region, text, queueFromSearch(search), lang));
    return null;
  };

import type { QueryClient } from '@tanstack/react-query';
import { sliceLoader } from '../../shared/champion-filters/slice-loader.ts';
import { itemQuery, itemsListQuery } from './api/items-api.ts';

/** Starts asking for the items of the address's slice and the filters' choices; nothing is awaited. */
export const itemsLoader = (queryClient: QueryClient) =>
  sliceLoader(queryClient, (slice, language) =>
    queryClient.prefetchQuery(itemsListQuery(slice, language)),
  );

/** Starts asking for the item of the address in its slice and the filters' choices together. */
export const itemLoader = (queryClient: QueryClient) =>
  sliceLoader(queryClient, (slice, language, { itemId }) =>
    itemId ? queryClient.prefetchQuery(itemQuery(itemId, slice, language)) : null,
  );

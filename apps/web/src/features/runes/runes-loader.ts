import type { QueryClient } from '@tanstack/react-query';
import { sliceLoader } from '../../shared/champion-filters/slice-loader.ts';
import { runeQuery, runesListQuery } from './api/runes-api.ts';

/** Starts asking for the runes of the address's slice and the filters' choices; nothing is awaited. */
export const runesLoader = (queryClient: QueryClient) =>
  sliceLoader(queryClient, (slice, language) =>
    queryClient.prefetchQuery(runesListQuery(slice, language)),
  );

/** Starts asking for the rune of the address in its slice and the filters' choices together. */
export const runeLoader = (queryClient: QueryClient) =>
  sliceLoader(queryClient, (slice, language, { runeId }) =>
    runeId ? queryClient.prefetchQuery(runeQuery(runeId, slice, language)) : null,
  );

import type { ChampionSlice, Language } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';
import { sliceKey, sliceQuery } from '../../../shared/champion-filters/champion-slice.ts';

/** Item answers are added up from the champion aggregates, rebuilt at most every five minutes. */
export const ITEMS_CACHE_MS = 5 * 60_000;

export const itemsKeys = {
  /** Every completed item of a slice, names in one language. */
  list: (slice: ChampionSlice, language: Language) =>
    ['items', 'list', ...sliceKey(slice), language] as const,
  /** One item of a slice, as the address names it. */
  item: (itemId: string, slice: ChampionSlice, language: Language) =>
    ['items', 'item', itemId, ...sliceKey(slice), language] as const,
};

/**
 * Every legendary item and tier-two boots completed in the slice, names in `language`. Another
 * filter keeps the list shown (marked busy) until its answer is there; another language does not.
 */
export const itemsListQuery = (slice: ChampionSlice, language: Language) =>
  queryOptions({
    queryKey: itemsKeys.list(slice, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('listItems', { query: { ...sliceQuery(slice), lang: language }, signal }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-1) === language ? previous : undefined,
    staleTime: ITEMS_CACHE_MS,
    gcTime: ITEMS_CACHE_MS,
  });

/**
 * One item over the slice: what it is, its record, the places it is completed in and the
 * champions that build it most. Another filter of the same item keeps the page shown (marked
 * busy) until its answer is there.
 */
export const itemQuery = (itemId: string, slice: ChampionSlice, language: Language) =>
  queryOptions({
    queryKey: itemsKeys.item(itemId, slice, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getItem', {
        params: { itemId },
        query: { ...sliceQuery(slice), lang: language },
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === itemId && previousQuery.queryKey.at(-1) === language
        ? previous
        : undefined,
    staleTime: ITEMS_CACHE_MS,
    gcTime: ITEMS_CACHE_MS,
  });

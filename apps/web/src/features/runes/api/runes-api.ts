import type { ChampionSlice, Language } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';
import { sliceKey, sliceQuery } from '../../../shared/champion-filters/champion-slice.ts';

/** Rune answers are added up from the champion aggregates, rebuilt at most every five minutes. */
export const RUNES_CACHE_MS = 5 * 60_000;

export const runesKeys = {
  /** Every tree and rune of a slice, names in one language. */
  list: (slice: ChampionSlice, language: Language) =>
    ['runes', 'list', ...sliceKey(slice), language] as const,
  /** One rune of a slice, as the address names it. */
  rune: (runeId: string, slice: ChampionSlice, language: Language) =>
    ['runes', 'rune', runeId, ...sliceKey(slice), language] as const,
};

/**
 * Every rune tree and rune with its record over the slice, names in `language`. Another filter
 * keeps the list shown (marked busy) until its answer is there; another language does not.
 */
export const runesListQuery = (slice: ChampionSlice, language: Language) =>
  queryOptions({
    queryKey: runesKeys.list(slice, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('listRunes', { query: { ...sliceQuery(slice), lang: language }, signal }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-1) === language ? previous : undefined,
    staleTime: RUNES_CACHE_MS,
    gcTime: RUNES_CACHE_MS,
  });

/**
 * One rune over the slice: its record, the champions that take it most and its pages. Another
 * filter of the same rune keeps the page shown (marked busy) until its answer is there.
 */
export const runeQuery = (runeId: string, slice: ChampionSlice, language: Language) =>
  queryOptions({
    queryKey: runesKeys.rune(runeId, slice, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getRune', {
        params: { runeId },
        query: { ...sliceQuery(slice), lang: language },
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === runeId && previousQuery.queryKey.at(-1) === language
        ? previous
        : undefined,
    staleTime: RUNES_CACHE_MS,
    gcTime: RUNES_CACHE_MS,
  });

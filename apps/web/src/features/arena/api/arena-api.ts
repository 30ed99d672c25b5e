import type { Language } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';
import { type ArenaFilters, arenaKey, arenaQuery } from '../arena-filters.ts';

/** Arena answers are added up from the stored Arena matches, as the other slice pages' are. */
export const ARENA_CACHE_MS = 5 * 60_000;

export const arenaKeys = {
  /** The Arena tier list of some filters, names in one language. */
  champions: (filters: ArenaFilters, language: Language) =>
    ['arena', 'champions', ...arenaKey(filters), language] as const,
  /** One champion's Arena page, as the address names it. */
  champion: (key: string, filters: ArenaFilters, language: Language) =>
    ['arena', 'champion', key, ...arenaKey(filters), language] as const,
  /** Every augment taken. */
  augments: (filters: ArenaFilters, language: Language) =>
    ['arena', 'augments', ...arenaKey(filters), language] as const,
  /** One augment, as the address names it. */
  augment: (id: string, filters: ArenaFilters, language: Language) =>
    ['arena', 'augment', id, ...arenaKey(filters), language] as const,
};

/**
 * Another filter of a list keeps it shown (marked busy) until its answer is there; another
 * language does not. An entry's page keeps its earlier answer only for the same entry.
 */
const keepsList = (language: Language) => ({
  placeholderData: <T>(
    previous: T | undefined,
    previousQuery?: { queryKey: readonly unknown[] },
  ) => (previousQuery?.queryKey.at(-1) === language ? previous : undefined),
});
const keepsEntry = (entry: string, language: Language) => ({
  placeholderData: <T>(
    previous: T | undefined,
    previousQuery?: { queryKey: readonly unknown[] },
  ) =>
    previousQuery?.queryKey[2] === entry && previousQuery.queryKey.at(-1) === language
      ? previous
      : undefined,
});

const CACHED = { staleTime: ARENA_CACHE_MS, gcTime: ARENA_CACHE_MS } as const;

/** Every champion played in Arena in the filters, best average place first. */
export const arenaChampionsQuery = (filters: ArenaFilters, language: Language) =>
  queryOptions({
    queryKey: arenaKeys.champions(filters, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('listArenaChampions', { query: arenaQuery(filters, language), signal }),
    ...keepsList(language),
    ...CACHED,
  });

/** One champion in Arena: its record and places, and its augments, items and duo partners. */
export const arenaChampionQuery = (key: string, filters: ArenaFilters, language: Language) =>
  queryOptions({
    queryKey: arenaKeys.champion(key, filters, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getArenaChampion', {
        params: { championKey: key },
        query: arenaQuery(filters, language),
        signal,
      }),
    ...keepsEntry(key, language),
    ...CACHED,
  });

/** Every augment taken in Arena in the filters. */
export const arenaAugmentsQuery = (filters: ArenaFilters, language: Language) =>
  queryOptions({
    queryKey: arenaKeys.augments(filters, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('listArenaAugments', { query: arenaQuery(filters, language), signal }),
    ...keepsList(language),
    ...CACHED,
  });

/** One augment: its record and the champions that take it most. */
export const arenaAugmentQuery = (id: string, filters: ArenaFilters, language: Language) =>
  queryOptions({
    queryKey: arenaKeys.augment(id, filters, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getArenaAugment', {
        params: { augmentId: id },
        query: arenaQuery(filters, language),
        signal,
      }),
    ...keepsEntry(id, language),
    ...CACHED,
  });

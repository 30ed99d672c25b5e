import {
  type ArenaSearch,
  arenaAugmentPagePath,
  arenaAugmentsPagePath,
  arenaChampionPagePath,
  arenaPagePath,
  type Language,
  type Region,
  readChampionSearch,
} from '@riftscope/contracts';
import { useSearchParams } from 'react-router';

/**
 * What the Arena pages are computed from, as the address selects it (`?patch=15.22&region=euw1`):
 * `patch` null is the newest patch with Arena games and `region` null every region, as the API
 * reads their absence. Arena has one queue, no roles and no ranks, so nothing else is read.
 */
export interface ArenaFilters {
  patch: string | null;
  region: Region | null;
}

/** The filters of the address; a missing or malformed value means the default. */
export function arenaFiltersFromSearch(search: URLSearchParams): ArenaFilters {
  const { patch, region } = readChampionSearch(search);
  return { patch: patch ?? null, region: region ?? null };
}

/** The filters of the address shown. */
export function useArenaFilters(): ArenaFilters {
  const [search] = useSearchParams();
  return arenaFiltersFromSearch(search);
}

export const isDefaultArena = (filters: ArenaFilters): boolean =>
  filters.patch === null && filters.region === null;

/** The filters as the API's query, in `language`: defaults are left out. */
export const arenaQuery = (filters: ArenaFilters, language: Language) => ({
  patch: filters.patch ?? undefined,
  region: filters.region ?? undefined,
  lang: language,
});

/** The filters as a part of a query key: every filter, the API's defaults named. */
export const arenaKey = (filters: ArenaFilters) =>
  [filters.patch ?? 'newest', filters.region ?? 'all'] as const;

/**
 * The filters as an address names them: the patch only when it is pinned and not the newest
 * (`newest`, once the answer says which it is), the region when one is chosen.
 */
export const arenaSearchOf = (
  filters: ArenaFilters,
  newest: string | null = null,
): ArenaSearch => ({
  ...(filters.patch !== null && filters.patch !== newest ? { patch: filters.patch } : {}),
  ...(filters.region !== null ? { region: filters.region } : {}),
});

/** The Arena tier list in the same filters. */
export const arenaHref = (language: Language, filters: ArenaFilters): string =>
  `/${language}${arenaPagePath(arenaSearchOf(filters))}`;

/** A champion's Arena page in the same filters. */
export const arenaChampionHref = (language: Language, key: string, filters: ArenaFilters): string =>
  `/${language}${arenaChampionPagePath(key, arenaSearchOf(filters))}`;

/** The augment list in the same filters. */
export const arenaAugmentsHref = (language: Language, filters: ArenaFilters): string =>
  `/${language}${arenaAugmentsPagePath(arenaSearchOf(filters))}`;

/** An augment's page in the same filters. */
export const arenaAugmentHref = (language: Language, id: number, filters: ArenaFilters): string =>
  `/${language}${arenaAugmentPagePath(id, arenaSearchOf(filters))}`;

/** The search of an Arena address ('' or `?…`) with these filters, as its paths write it. */
export function arenaSearchString(filters: ArenaFilters, newest: string | null = null): string {
  const [, query = ''] = arenaPagePath(arenaSearchOf(filters, newest)).split('?');
  return query ? `?${query}` : '';
}

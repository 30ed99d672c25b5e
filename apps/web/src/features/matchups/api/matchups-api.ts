import type { ChampionSlice, Language, TierRole } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';
import { sliceQuery } from '../../../shared/champion-filters/champion-slice.ts';

/** Matchup answers are rebuilt from the aggregates at most every five minutes, as a champion page's. */
export const MATCHUP_CACHE_MS = 5 * 60_000;

export const matchupKeys = {
  /** A matchup page; `role` null is the role the API picks (the one the two met in most). */
  page: (
    key: string,
    enemyKey: string,
    role: TierRole | null,
    slice: ChampionSlice,
    language: Language,
  ) =>
    [
      'matchups',
      'page',
      key.toLowerCase(),
      enemyKey.toLowerCase(),
      role ?? 'default',
      slice.queue,
      slice.patch ?? 'newest',
      slice.region ?? 'all',
      slice.tier,
      language,
    ] as const,
};

/**
 * A champion against an enemy laner in a role and slice, names in `language`. Another role or
 * filter of the same pair keeps the page shown (marked busy) until its answer is there.
 */
export const matchupQuery = (
  key: string,
  enemyKey: string,
  role: TierRole | null,
  slice: ChampionSlice,
  language: Language,
) =>
  queryOptions({
    queryKey: matchupKeys.page(key, enemyKey, role, slice, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getMatchup', {
        params: { championKey: key, enemyKey },
        query: { ...sliceQuery(slice), ...(role ? { role } : {}), lang: language },
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === key.toLowerCase() &&
      previousQuery.queryKey[3] === enemyKey.toLowerCase() &&
      previousQuery.queryKey.at(-1) === language
        ? previous
        : undefined,
    staleTime: MATCHUP_CACHE_MS,
    gcTime: MATCHUP_CACHE_MS,
  });

import {
  type ChampionRow,
  type ChampionSlice,
  type Language,
  TIER_LIST_PAGE_SIZE_MAX,
  TIER_ROLES,
  type TierRole,
} from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';
import { sliceKey, sliceQuery } from '../../../shared/champion-filters/champion-slice.ts';

/** Champion answers are rebuilt from the rollups at most every five minutes, as the tier list's. */
export const CHAMPIONS_CACHE_MS = 5 * 60_000;

export const championsKeys = {
  /** Every row of the tier list of a slice, all roles, names in one language. */
  index: (slice: ChampionSlice, language: Language) =>
    ['champions', 'index', ...sliceKey(slice), language] as const,
  /** A champion page; `role` null is the role the API picks (the most played). */
  page: (key: string, role: TierRole | null, slice: ChampionSlice, language: Language) =>
    [
      'champions',
      'page',
      key.toLowerCase(),
      role ?? 'default',
      ...sliceKey(slice),
      language,
    ] as const,
};

/** The role of the address (`?role=MIDDLE`, any case); a missing or unknown one is null. */
export function roleFromSearch(search: URLSearchParams): TierRole | null {
  const role = search.get('role')?.toUpperCase() ?? '';
  return (TIER_ROLES as readonly string[]).includes(role) ? (role as TierRole) : null;
}

/**
 * Every champion–role row of a slice, names in `language`: the first page says how many there
 * are, and the others are asked for together.
 */
export const championIndexQuery = (slice: ChampionSlice, language: Language) =>
  queryOptions({
    queryKey: championsKeys.index(slice, language),
    ...STARTED_BY_LOADER,
    queryFn: async ({ signal }): Promise<ChampionRow[]> => {
      const query = { ...sliceQuery(slice), per_page: TIER_LIST_PAGE_SIZE_MAX, lang: language };
      const first = await call('listChampions', { query: { ...query, page: 1 }, signal });
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.last_page - 1) }, (_, index) =>
          call('listChampions', { query: { ...query, page: index + 2 }, signal }),
        ),
      );
      return [first, ...rest].flatMap((page) => page.data);
    },
    staleTime: CHAMPIONS_CACHE_MS,
    gcTime: CHAMPIONS_CACHE_MS,
  });

/**
 * A champion page in a role and slice, names in `language`. Another role or filter of the same
 * champion keeps the page shown (marked busy) until its answer is there, so that the filters
 * keep their place; another language does not, as the page shown has the names of the one left.
 */
export const championPageQuery = (
  key: string,
  role: TierRole | null,
  slice: ChampionSlice,
  language: Language,
) =>
  queryOptions({
    queryKey: championsKeys.page(key, role, slice, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getChampion', {
        params: { championKey: key },
        query: { ...sliceQuery(slice), ...(role ? { role } : {}), lang: language },
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === key.toLowerCase() && previousQuery.queryKey.at(-1) === language
        ? previous
        : undefined,
    staleTime: CHAMPIONS_CACHE_MS,
    gcTime: CHAMPIONS_CACHE_MS,
  });

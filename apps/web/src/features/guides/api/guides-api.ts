import {
  GUIDE_SORTS,
  type GuideSort,
  hasNextPage,
  type Language,
  TIER_LIST_PAGE_SIZE_MAX,
  TIER_ROLES,
  type TierRole,
} from '@riftscope/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, call, isApiError } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';

/** The list's filters as the query string keeps them (`?champion=&role=&sort=`). */
export interface GuideFilters {
  /** A champion's key as the address has it (any case); null for every champion. */
  champion: string | null;
  role: TierRole | null;
  sort: GuideSort;
}

/** The longest champion key the API takes (GuideListQuerySchema). */
const CHAMPION_KEY_MAX = 64;

const isSort = (value: string | null): value is GuideSort =>
  (GUIDE_SORTS as readonly (string | null)[]).includes(value);

/** Filters from a query string; an unknown role or sort counts as none. */
export function filtersFromSearch(params: URLSearchParams): GuideFilters {
  const champion = (params.get('champion') ?? '').trim().slice(0, CHAMPION_KEY_MAX);
  const role = params.get('role')?.toUpperCase() ?? '';
  const sort = params.get('sort');
  return {
    champion: champion || null,
    role: (TIER_ROLES as readonly string[]).includes(role) ? (role as TierRole) : null,
    sort: isSort(sort) ? sort : 'newest',
  };
}

export const guideKeys = {
  all: ['guides'] as const,
  lists: ['guides', 'list'] as const,
  guides: ['guides', 'guide'] as const,
  list: (language: Language, filters: GuideFilters) =>
    ['guides', 'list', language, filters] as const,
  /** A guide as `viewer` (a user id, or null signed out) sees it: only `marked_helpful` differs. */
  guide: (language: Language, slug: string, viewer: number | null) =>
    ['guides', 'guide', language, slug, viewer] as const,
  champions: (language: Language) => ['guides', 'champions', language] as const,
};

/** Published guides in `language`, filtered and sorted, a page at a time (docs/guides.md). */
export const guidesListQuery = (language: Language, filters: GuideFilters) =>
  infiniteQueryOptions({
    queryKey: guideKeys.list(language, filters),
    ...STARTED_BY_LOADER,
    queryFn: ({ pageParam, signal }) =>
      call('listGuides', {
        query: {
          page: pageParam,
          lang: language,
          sort: filters.sort,
          ...(filters.champion ? { champion: filters.champion } : {}),
          ...(filters.role ? { role: filters.role } : {}),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.current_page + 1 : undefined),
    // While new filters load, the previous results stay (marked busy) instead of flashing away.
    placeholderData: keepPreviousData,
  });

/**
 * A published guide by its slug in `language`. Signed out (`viewer` null) it is asked for without
 * the session, so that the answer is the same for everyone and a server render's copy serves the
 * browser; a signed-in reader's copy says whether they marked it helpful.
 */
export const guideQuery = (language: Language, slug: string, viewer: number | null = null) =>
  queryOptions({
    queryKey: guideKeys.guide(language, slug, viewer),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getGuide', {
        params: { slug },
        query: { lang: language },
        signal,
        // An empty token sends no Authorization header: the anonymous answer.
        ...(viewer === null ? { token: '' } : {}),
      }).catch((error: unknown) => {
        // A slug the API refuses (422: too long, a control character) names no guide: not found.
        throw isApiError(error, 422) ? new ApiError(404, error.message, error.errors) : error;
      }),
  });

/** A champion the list's filter offers. */
export interface GuideChampionChoice {
  key: string;
  name: string;
  image_url: string | null;
}

/** The champions change with a patch: an hour is plenty. */
const CHAMPIONS_CACHE_MS = 60 * 60_000;

/**
 * The champions the filter offers, names in `language`, alphabetical: those of the current
 * tier list (every role), asked for only once the filter is used.
 */
export const guideChampionsQuery = (language: Language) =>
  queryOptions({
    queryKey: guideKeys.champions(language),
    queryFn: async ({ signal }): Promise<GuideChampionChoice[]> => {
      const page = await call('listChampions', {
        query: { page: 1, per_page: TIER_LIST_PAGE_SIZE_MAX, lang: language },
        signal,
      });
      const byKey = new Map<string, GuideChampionChoice>();
      for (const row of page.data) {
        if (row.key === null || byKey.has(row.key)) continue;
        byKey.set(row.key, { key: row.key, name: row.name, image_url: row.image_url });
      }
      return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, language));
    },
    staleTime: CHAMPIONS_CACHE_MS,
    gcTime: CHAMPIONS_CACHE_MS,
  });

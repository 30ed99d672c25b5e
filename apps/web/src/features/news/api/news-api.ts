import {
  hasNextPage,
  type Language,
  NEWS_CATEGORIES,
  NEWS_GAMES,
  NEWS_SEARCH_MAX,
  type NewsCategory,
  type NewsGame,
} from '@riftscope/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, call, isApiError } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';

/** The list's filters as the URL query string keeps them (`?search=&category=&game=`). */
export interface NewsFilters {
  search: string;
  category: NewsCategory | null;
  game: NewsGame | null;
}

const isCategory = (value: string | null): value is NewsCategory =>
  (NEWS_CATEGORIES as readonly (string | null)[]).includes(value);
const isGame = (value: string | null): value is NewsGame =>
  (NEWS_GAMES as readonly (string | null)[]).includes(value);

/** Filters from a query string; unknown categories or games count as none. */
export function filtersFromSearch(params: URLSearchParams): NewsFilters {
  const category = params.get('category');
  const game = params.get('game');
  return {
    search: (params.get('search') ?? '').trim().slice(0, NEWS_SEARCH_MAX),
    category: isCategory(category) ? category : null,
    game: isGame(game) ? game : null,
  };
}

export const newsKeys = {
  all: ['news'] as const,
  list: (language: Language, filters: NewsFilters) => ['news', 'list', language, filters] as const,
  article: (language: Language, slug: string) => ['news', 'article', language, slug] as const,
};

/** Published news in `language`, filtered, a page at a time (docs/product.md, News). */
export const newsListQuery = (language: Language, filters: NewsFilters) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(language, filters),
    ...STARTED_BY_LOADER,
    queryFn: ({ pageParam, signal }) =>
      call('listNews', {
        query: {
          page: pageParam,
          lang: language,
          ...(filters.search ? { search: filters.search } : {}),
          ...(filters.category ? { category: filters.category } : {}),
          ...(filters.game ? { game: filters.game } : {}),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.current_page + 1 : undefined),
    // While new filters load, the previous results stay (marked busy) instead of flashing away.
    placeholderData: keepPreviousData,
  });

/** One article by the slug of its `language` translation (old slugs still resolve). */
export const newsArticleQuery = (language: Language, slug: string) =>
  queryOptions({
    queryKey: newsKeys.article(language, slug),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getNews', { params: { slug }, query: { lang: language }, signal }).catch(
        (error: unknown) => {
          // A slug the API refuses (422: a control character, too long) names no article: the
          // page is the article's not-found page, with its 404, in the browser as in a render.
          throw isApiError(error, 422) ? new ApiError(404, error.message, error.errors) : error;
        },
      ),
  });

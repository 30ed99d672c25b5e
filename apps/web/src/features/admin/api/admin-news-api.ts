import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import './admin-routes.ts';
import { buildNewsFormData, type NewsFormValues } from '../news/news-form.ts';

export const adminNewsKeys = {
  all: ['admin', 'news'] as const,
  list: (page: number) => ['admin', 'news', 'list', page] as const,
};

/**
 * The public news screens' cache (their feature's key): an edit here must not leave a stale
 * article there when the admin goes back to the site in the same tab.
 */
export const PUBLIC_NEWS_KEY = ['news'] as const;

/** Every news item, drafts included, a page at a time (docs/product.md, API). */
export const adminNewsListQuery = (page: number) =>
  queryOptions({
    queryKey: adminNewsKeys.list(page),
    queryFn: ({ signal }) => call('adminListNews', { query: { page }, signal }),
    // The table keeps the previous page (marked busy) while the next one loads.
    placeholderData: keepPreviousData,
  });

export type NewsSave =
  | { mode: 'create'; values: NewsFormValues }
  | { mode: 'edit'; id: number; values: NewsFormValues };

/** Creates an item, or edits one with a POST carrying `_method=PUT` (docs/product.md, API). */
export function saveNews(save: NewsSave) {
  const form = buildNewsFormData(save.values, save.mode);
  return save.mode === 'create'
    ? call('adminCreateNews', { form })
    : call('adminUpdateNews', { params: { id: save.id }, form });
}

export const deleteNews = (id: number) => call('adminDeleteNews', { params: { id } });

/** The page number of the `?page=` query, 1 when it is missing or not a positive integer. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

import { screen, within } from '@testing-library/react';
import { championsMeta } from '../../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { renderRoutes, requestsTo, stubFetch } from '../../../test/render.tsx';
import { TierListPage } from '../tier-list-page.tsx';

/** The tier list at `path`; `pageSize` pages it as a page configured so would. */
export const renderTierList = (path = '/en/tier-list', pageSize?: number) =>
  renderRoutes([{ path: '/:lang/tier-list', element: <TierListPage pageSize={pageSize} /> }], path);

/** Answers the meta request with `championsMeta()` and every tier list request with `list`. */
export const stubApi = (list: (url: URL) => unknown) =>
  stubFetch((url) => (url.pathname === '/api/champions/meta' ? championsMeta() : list(url)));

export const loadMore = () => screen.queryByRole('button', { name: 'Load more' });

export const table = () => screen.getByRole('table', { name: 'Champion tier list' });

/** The champion of each row, in order: the rowheader's first line (phones fold more under it). */
export const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.firstElementChild?.textContent);

export const findRow = async (name: string) => {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const cell = await screen.findByRole('rowheader', { name: new RegExp(`^${escaped}(\\s|$)`) });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row of ${name}`);
  return row;
};

/** The win rate's interval, which a test of its own reads: shown on hover, focus and tap only. */
const INTERVAL_TEXT = '[data-interval] .sr-only, [data-interval] [aria-hidden="true"]';

/** The data cells of a row (the champion is the rowheader), without the win rate's interval. */
export const dataCells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('td'), (cell) => {
    const copy = cell.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll(INTERVAL_TEXT)) hidden.remove();
    return copy.textContent;
  });

/** The filters and page of each list request; the language of its names has a test of its own. */
export const queries = (mock: ReturnType<typeof stubFetch>) =>
  requestsTo(mock, '/api/champions').map((url) => {
    const { lang: _language, ...query } = Object.fromEntries(url.searchParams);
    return query;
  });

/** The query of the whole list's one request. */
export const WHOLE = { page: '1', per_page: '1000' } as const;

export const header = (name: string | RegExp) => screen.getByRole('columnheader', { name });

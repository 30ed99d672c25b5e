import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render.tsx';
import { MultiSearchPage } from '../multisearch-page.tsx';

/** The search's address. */
export const SEARCH = '/api/multisearch';

/** The multi-search page at `path`, as the app routes it. */
export const renderPage = (path: string) =>
  renderRoutes([{ path: '/:lang/multisearch/:region', element: <MultiSearchPage /> }], path);

/** The page of pasted `text`, with `?queue=` when given. */
export const pagePath = (text: string, lang = 'en', region = 'euw1', queue?: string) =>
  `/${lang}/multisearch/${region}?${new URLSearchParams({ q: text, ...(queue ? { queue } : {}) })}`;

/** The search answers `search`; each column's own request gets `column(url)`. */
export function stubApi(search: unknown, column: (url: URL) => unknown = () => notFound()) {
  return stubFetch((url) => (url.pathname === SEARCH ? search : column(url)));
}

const notFound = () =>
  new Response(JSON.stringify({ message: 'Not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

/** A Riot ID as an accessible name (the DOM of the tests puts a space before the tag). */
export const riotIdName = (riotId: string) => {
  const [gameName, tagLine] = riotId.split('#');
  return new RegExp(`^${gameName} ?#${tagLine}$`);
};

/** The column headed by `name`, once the search has answered (its placeholder is gone). */
export async function columnOf(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.queryByText('Looking up the players…')).toBeNull());
  return screen.getByRole('article', { name: name.includes('#') ? riotIdName(name) : name });
}

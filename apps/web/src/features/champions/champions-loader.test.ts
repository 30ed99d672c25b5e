import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch } from '../../test/render.tsx';
import { championLoader, championsLoader } from './champions-loader.ts';
import { ahriAramPage, championPage } from './test/champion-fixtures.ts';

const args = (url: string, params: Record<string, string>) =>
  ({ request: new Request(url), params }) as unknown as LoaderFunctionArgs;

const paths = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });

describe('champion loaders', () => {
  it('start the champion page, its best players, the guides of its role and the filter choices together, without waiting', () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    const result = championLoader(new QueryClient())(
      args('http://localhost/en/champions/ahri?role=TOP&tier=all', {
        lang: 'en',
        championKey: 'ahri',
      }),
    );
    expect(result).toBeNull();
    expect(paths(fetchMock).sort()).toEqual([
      '/api/champions/ahri/best-players?lang=en',
      '/api/champions/ahri?tier=all&role=TOP&lang=en',
      '/api/champions/meta',
      '/api/guides?champion=ahri&role=TOP&lang=en&sort=helpful&per_page=3',
    ]);
  });

  it('leave the guides to the browser when the address names no role, never chaining them to the page', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/champions/ahri' ? championPage() : new Promise(() => {}),
    );
    championLoader(new QueryClient())(
      args('http://localhost/tr/champions/ahri', { lang: 'tr', championKey: 'ahri' }),
    );
    await vi.waitFor(() => expect(requestsTo(fetchMock, '/api/champions/ahri')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requestsTo(fetchMock, '/api/guides')).toEqual([]);
  });

  it('start no guides for an ARAM page, which has no roles', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/champions/ahri' ? ahriAramPage() : new Promise(() => {}),
    );
    championLoader(
      new QueryClient(),
      'aram',
    )(args('http://localhost/en/aram/ahri', { lang: 'en', championKey: 'ahri' }));
    await vi.waitFor(() => expect(requestsTo(fetchMock, '/api/champions/ahri')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requestsTo(fetchMock, '/api/guides')).toEqual([]);
  });

  it("start the list's first page with the slice and language of the address", () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    championsLoader(new QueryClient())(
      args('http://localhost/ru/champions?queue=aram', { lang: 'ru' }),
    );
    expect(requestsTo(fetchMock, '/api/champions').map((url) => url.search)).toEqual([
      '?queue=450&per_page=1000&lang=ru&page=1',
    ]);
  });

  it('start nothing outside a language', () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    championLoader(new QueryClient())(
      args('http://localhost/xx/champions/ahri', { lang: 'xx', championKey: 'ahri' }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../lib/api-client.ts';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { newsKeys } from './api/news-api.ts';
import { NewsArticlePage } from './news-article-page.tsx';
import { newsItem } from './test/news-fixtures.ts';

const renderArticle = (path: string) =>
  renderRoutes([{ path: '/:lang/news/:slug', element: <NewsArticlePage /> }], path);

describe('NewsArticlePage', () => {
  it('replaces an old slug with the current one', async () => {
    const fetchMock = stubFetch(() => newsItem(4));
    const { router, queryClient } = await renderArticle('/en/news/patch-25-4-preview');
    // As in the app (lib/query-client.ts), an answer stays fresh for a minute.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, staleTime: 60_000 },
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/news/patch-25-4-notes'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Patch 25.4 notes');
    // The item found under the old slug is shown without asking again.
    expect(requestsTo(fetchMock, '/api/news/patch-25-4-preview')).toHaveLength(1);
    expect(requestsTo(fetchMock, '/api/news/patch-25-4-notes')).toHaveLength(0);
  });

  it("replaces another language's slug with this language's one", async () => {
    const fetchMock = stubFetch(() => newsItem(4));
    const { router } = await renderArticle('/ru/news/patch-25-4-notes');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/ru/news/opisanie-patcha-25-4'),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Описание патча 25.4');
    const [request] = requestsTo(fetchMock, '/api/news/patch-25-4-notes');
    expect(request?.searchParams.get('lang')).toBe('ru');
  });

  it('stays on the canonical slug and names the page after the article', async () => {
    stubFetch(() => newsItem(5));
    const { router } = await renderArticle('/en/news/patch-25-5-notes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Patch 25.5 notes' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/news/patch-25-5-notes');
    expect(router.state.historyAction).toBe('POP');
    expect(document.title).toBe('Patch 25.5 notes — RiftScope');
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')];
    expect(alternates.map((link) => new URL(link.getAttribute('href') ?? '').pathname)).toEqual([
      '/en/news/patch-25-5-notes',
      '/ru/news/opisanie-patcha-25-5',
      '/tr/news/25-5-yama-notlari',
      '/en/news/patch-25-5-notes',
    ]);
  });

  it('shows News not found when the article is missing', async () => {
    stubFetch(() => errorResponse(404, 'Not found'));
    await renderArticle('/en/news/nothing-here');

    expect(await screen.findByText('News not found')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to news' })[0]?.getAttribute('href')).toBe(
      '/en/news',
    );
  });

  it('takes an address the API refuses as a slug (422) for an article that does not exist: 404', async () => {
    stubFetch(() => errorResponse(422, 'Invalid slug'));
    const { queryClient } = await renderArticle('/en/news/a%00b');

    expect(await screen.findByText('News not found')).toBeTruthy();
    const error = queryClient.getQueryState(newsKeys.article('en', 'a\u0000b'))?.error;
    expect(isApiError(error, 404)).toBe(true);
  });

  it('shows the Russian texts for loading and a failure', async () => {
    stubFetch(() => errorResponse(500));
    await renderArticle('/ru/news/slomano');

    expect(screen.getByText('Загрузка...')).toBeTruthy();
    expect(await screen.findByText('Новость не найдена')).toBeTruthy();
  });
});

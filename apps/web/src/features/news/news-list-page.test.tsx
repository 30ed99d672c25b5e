import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { NewsListPage } from './news-list-page.tsx';
import { newsItem, newsPage } from './test/news-fixtures.ts';

const renderList = (path = '/en/news') =>
  renderRoutes([{ path: '/:lang/news', element: <NewsListPage /> }], path);

const loadMore = () => screen.queryByRole('button', { name: 'Load more' });

describe('NewsListPage', () => {
  it('offers Load more while a next page exists and appends it', async () => {
    const fetchMock = stubFetch((url) =>
      url.searchParams.get('page') === '2'
        ? newsPage([newsItem(3)], 2, 2)
        : newsPage([newsItem(1), newsItem(2)], 1, 2),
    );
    await renderList();

    expect(await screen.findByRole('heading', { name: 'Patch 25.1 notes' })).toBeTruthy();
    const button = loadMore();
    if (!button) throw new Error('no Load more button');
    fireEvent.click(button);

    expect(await screen.findByRole('heading', { name: 'Patch 25.3 notes' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(loadMore()).toBeNull();
    expect(requestsTo(fetchMock, '/api/news').map((url) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('has no Load more on the last page', async () => {
    stubFetch(() => newsPage([newsItem(1)], 1, 1));
    await renderList();

    expect(await screen.findByRole('heading', { name: 'Patch 25.1 notes' })).toBeTruthy();
    expect(loadMore()).toBeNull();
  });

  it('links each card to the slug of the page language and cuts the text to 220 characters', async () => {
    const body = `<p>${'Зеркало '.repeat(40)}</p>`;
    const item = newsItem(1);
    item.translations.ru.body = body;
    stubFetch(() => newsPage([item]));
    await renderList('/ru/news');

    const link = await screen.findByRole('link', { name: 'Описание патча 25.1' });
    expect(link.getAttribute('href')).toBe('/ru/news/opisanie-patcha-25-1');
    const excerpt = screen.getByText(/^Зеркало/);
    expect(excerpt.textContent?.endsWith('…')).toBe(true);
    expect(Array.from(excerpt.textContent ?? '').length).toBeLessThanOrEqual(221);
  });

  it('sends the filters of the query string and the path language', async () => {
    const fetchMock = stubFetch(() => newsPage([]));
    await renderList('/tr/news?search=baron&category=Meta&game=valorant&page=9');

    expect(await screen.findByText('Bu filtrelere uyan haber yok')).toBeTruthy();
    const [request] = requestsTo(fetchMock, '/api/news');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      page: '1',
      lang: 'tr',
      search: 'baron',
      category: 'Meta',
      game: 'valorant',
    });
    expect((screen.getByRole('combobox', { name: 'Kategori' }) as HTMLSelectElement).value).toBe(
      'Meta',
    );
  });

  it('keeps the typed title search in the query string', async () => {
    const fetchMock = stubFetch(() => newsPage([newsItem(1)]));
    const { router } = await renderList('/en/news?game=league-of-legends');

    fireEvent.input(await screen.findByRole('searchbox', { name: 'Title' }), {
      target: { value: '  baron ' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?game=league-of-legends&search=baron'),
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/news').at(-1)?.searchParams.get('search')).toBe('baron'),
    );

    // A link or the history changes the search: the box follows it.
    const box = () => screen.getByRole('searchbox', { name: 'Title' }) as HTMLInputElement;
    await router.navigate('/en/news?search=ezreal');
    await waitFor(() => expect(box().value).toBe('ezreal'));
    await router.navigate(-1);
    await waitFor(() => expect(box().value).toBe('baron'));
    expect(router.state.location.search).toBe('?game=league-of-legends&search=baron');
  });

  it('shows No news yet for an empty list', async () => {
    stubFetch(() => newsPage([]));
    await renderList();

    expect(await screen.findByText('No news yet')).toBeTruthy();
  });

  it('shows an error with a retry that loads again', async () => {
    let isFailing = true;
    stubFetch(() => (isFailing ? errorResponse(503) : newsPage([newsItem(1)])));
    await renderList();

    const retry = await screen.findByRole('button', { name: 'Try again' });
    isFailing = false;
    fireEvent.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Patch 25.1 notes' })).toBeTruthy(),
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { GuidesListPage } from './guides-list-page.tsx';
import { guideSummary, guidesPage } from './test/guide-fixtures.ts';

const renderList = (path = '/en/guides') =>
  renderRoutes([{ path: '/:lang/guides', element: <GuidesListPage /> }], path);

const loadMore = () => screen.queryByRole('button', { name: 'Load more' });

/** The tier list's rows the champion filter offers: Ahri in two roles, Zed, Akali. */
const championRows = {
  data: [
    { id: 103, key: 'ahri', name: 'Ahri', image_url: null, role: 'MIDDLE' },
    { id: 103, key: 'ahri', name: 'Ahri', image_url: null, role: 'SUPPORT' },
    { id: 238, key: 'zed', name: 'Zed', image_url: null, role: 'MIDDLE' },
    { id: 84, key: 'akali', name: 'Akali', image_url: null, role: 'TOP' },
  ],
  current_page: 1,
  last_page: 1,
  per_page: 1000,
  total: 4,
};

describe('GuidesListPage', () => {
  it('shows each guide with its champion, title, summary, role, patch, difficulty, author, date and helpful count', async () => {
    stubFetch(() => guidesPage([guideSummary(1, 'en', { difficulty: 'hard', helpful_count: 7 })]));
    await renderList();

    const link = await screen.findByRole('link', { name: 'Ahri mid guide 1' });
    expect(link.getAttribute('href')).toBe('/en/guides/ahri-mid-guide-1');
    const card = screen.getByRole('article');
    const text = card.textContent ?? '';
    for (const part of [
      'Ahri',
      'Summary of guide 1',
      'Middle',
      'Patch 15.22',
      'Hard',
      'Mod Writer',
      'May 10, 2025',
      '7 found it helpful',
    ]) {
      expect(text).toContain(part);
    }
  });

  it("words a guide whose author's account is gone in the page's language", async () => {
    stubFetch(() => guidesPage([guideSummary(1, 'ru', { author: '' })]));
    await renderList('/ru/guides');

    expect((await screen.findByRole('article')).textContent).toContain('автор удалил аккаунт');
  });

  it('sends the champion, role and order of the query string with the path language', async () => {
    const fetchMock = stubFetch(() => guidesPage([]));
    await renderList('/tr/guides?champion=Ahri&role=middle&sort=helpful&page=4');

    expect(await screen.findByText('Bu şampiyon ve rol için rehber yok')).toBeTruthy();
    const [request] = requestsTo(fetchMock, '/api/guides');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      page: '1',
      lang: 'tr',
      sort: 'helpful',
      champion: 'Ahri',
      role: 'MIDDLE',
    });
    expect((screen.getByRole('combobox', { name: 'Sıralama' }) as HTMLSelectElement).value).toBe(
      'helpful',
    );
    expect(screen.getByRole('button', { name: 'Orta' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('ignores an unknown role and order: every role, newest first', async () => {
    const fetchMock = stubFetch(() => guidesPage([]));
    await renderList('/en/guides?role=ranged&sort=oldest');

    expect(await screen.findByText('No guides yet')).toBeTruthy();
    const [request] = requestsTo(fetchMock, '/api/guides');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      page: '1',
      lang: 'en',
      sort: 'newest',
    });
  });

  it('says honestly when no guide is published at all', async () => {
    stubFetch(() => guidesPage([]));
    await renderList();

    expect(await screen.findByText('No guides yet')).toBeTruthy();
    expect(
      screen.getByText('No guide has been published in this language yet. Check back soon.'),
    ).toBeTruthy();
  });

  it('says when no guide matches the filters and offers to reset them', async () => {
    stubFetch(() => guidesPage([]));
    const { router } = await renderList('/en/guides?role=TOP');

    expect(await screen.findByText('No guides for this champion and role')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('takes a champion the API does not know for a filter no guide matches', async () => {
    stubFetch(() => errorResponse(404, 'Champion not found'));
    await renderList('/en/guides?champion=nobody');

    expect(await screen.findByText('No guides for this champion and role')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeTruthy();
  });

  it('offers Load more while a next page exists and appends it', async () => {
    const fetchMock = stubFetch((url) =>
      url.searchParams.get('page') === '2'
        ? guidesPage([guideSummary(3)], 2, 2)
        : guidesPage([guideSummary(1), guideSummary(2)], 1, 2),
    );
    await renderList();

    expect(await screen.findByRole('link', { name: 'Ahri mid guide 1' })).toBeTruthy();
    const button = loadMore();
    if (!button) throw new Error('no Load more button');
    fireEvent.click(button);

    expect(await screen.findByRole('link', { name: 'Ahri mid guide 3' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(loadMore()).toBeNull();
    expect(requestsTo(fetchMock, '/api/guides').map((url) => url.searchParams.get('page'))).toEqual(
      ['1', '2'],
    );
  });

  it('writes the role and the order to the query string', async () => {
    const fetchMock = stubFetch(() => guidesPage([guideSummary(1)]));
    const { router } = await renderList();

    fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role=SUPPORT'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), {
      target: { value: 'helpful' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?role=SUPPORT&sort=helpful'));
    await waitFor(() =>
      expect(
        Object.fromEntries(requestsTo(fetchMock, '/api/guides').at(-1)?.searchParams ?? []),
      ).toMatchObject({ role: 'SUPPORT', sort: 'helpful' }),
    );
  });

  it('finds a champion by typing part of its name and filters by it', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/champions' ? championRows : guidesPage([guideSummary(1)]),
    );
    const { router } = await renderList('/en/guides?role=MIDDLE');

    const box = await screen.findByRole('combobox', { name: 'Champion' });
    // The champions are asked for only once the filter is used, with the page's language.
    expect(requestsTo(fetchMock, '/api/champions')).toHaveLength(0);
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'ak' } });
    const list = await screen.findByRole('listbox', { name: 'Champion' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Akali']),
    );
    fireEvent.change(box, { target: { value: 'a' } });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Ahri', 'Akali']),
    );
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });

    await waitFor(() => expect(router.state.location.search).toBe('?role=MIDDLE&champion=akali'));
    expect(requestsTo(fetchMock, '/api/champions')[0]?.searchParams.get('lang')).toBe('en');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/guides').at(-1)?.searchParams.get('champion')).toBe(
        'akali',
      ),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Clear the champion filter (Akali)' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?role=MIDDLE'));
  });

  it("names the address's champion from the guides found before the champion list is asked for", async () => {
    stubFetch(() => guidesPage([guideSummary(1)]));
    await renderList('/en/guides?champion=AHRI');

    expect(
      await screen.findByRole('button', { name: 'Clear the champion filter (Ahri)' }),
    ).toBeTruthy();
  });

  it('shows an error with a retry that loads again', async () => {
    let isFailing = true;
    stubFetch(() => (isFailing ? errorResponse(503) : guidesPage([guideSummary(1, 'ru')])));
    await renderList('/ru/guides');

    expect(await screen.findByText('Не удалось загрузить гайды')).toBeTruthy();
    isFailing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Гайд по Ари 1' })).toBeTruthy();
  });
});

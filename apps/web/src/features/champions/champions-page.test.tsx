import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { championsMeta } from '../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { ChampionsPage } from './champions-page.tsx';
import { indexRow, listPage } from './test/champion-fixtures.ts';

const ROWS = [
  indexRow(103, 'Ahri', 'MIDDLE', { tier: 'S', games: 900 }),
  indexRow(62, 'Wukong', 'JUNGLE', { key: 'monkeyking', tier: 'B', games: 300 }),
  indexRow(62, 'Wukong', 'TOP', { key: 'monkeyking', tier: 'C', games: 80 }),
  indexRow(145, "Kai'Sa", 'CARRY', { key: 'kaisa', tier: 'A', games: 700 }),
  indexRow(99, 'Lux', 'SUPPORT', { tier: null, win_rate: null, games: 4 }),
];

function stubApi(rows: (url: URL) => unknown = () => listPage(ROWS)) {
  return stubFetch((url) => (url.pathname === '/api/champions/meta' ? championsMeta() : rows(url)));
}

const renderList = (path = '/en/champions') =>
  renderRoutes([{ path: '/:lang/champions', element: <ChampionsPage /> }], path);

const cards = () =>
  within(screen.getByRole('list', { name: 'Champions' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Champions');
const cardNames = () => cards().map((card) => within(card).getAllByRole('link')[0]?.textContent);

describe('ChampionsPage', () => {
  it('lists every champion of every page of the slice in alphabetical order and says how many', async () => {
    const fetchMock = stubApi((url) =>
      url.searchParams.get('page') === '2'
        ? listPage(ROWS.slice(3), 2, 2)
        : listPage(ROWS.slice(0, 3), 1, 2),
    );
    await renderList('/en/champions?queue=flex&tier=all');

    await screen.findByRole('list', { name: 'Champions' });
    expect(cardNames()).toEqual(['Ahri', "Kai'Sa", 'Lux', 'Wukong']);
    expect(screen.getByText(/4 champions have games in these filters\./)).toBeTruthy();
    expect(
      requestsTo(fetchMock, '/api/champions').map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([
      { queue: '440', tier: 'all', per_page: '1000', page: '1', lang: 'en' },
      { queue: '440', tier: 'all', per_page: '1000', page: '2', lang: 'en' },
    ]);
  });

  it('links the champion guides in the language of the page', async () => {
    stubApi();
    await renderList('/tr/champions');

    expect(
      (await screen.findByRole('link', { name: 'Şampiyon rehberleri' })).getAttribute('href'),
    ).toBe('/tr/guides');
  });

  it("links each champion's roles, most played first, with their tier letter and the slice", async () => {
    stubApi();
    await renderList('/en/champions?region=kr');

    const wukong = await screen.findByRole('link', { name: 'Wukong' });
    expect(wukong.getAttribute('href')).toBe('/en/champions/monkeyking?region=kr');
    const card = wukong.closest('li') as HTMLElement;
    const roles = within(card).getAllByRole('link').slice(1);
    expect(
      roles.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Wukong, Jungle: tier B, 300 games', '/en/champions/monkeyking?role=JUNGLE&region=kr'],
      ['Wukong, Top: tier C, 80 games', '/en/champions/monkeyking?role=TOP&region=kr'],
    ]);
    // Each chip writes its role beside the icon.
    expect(roles.map((link) => link.textContent)).toEqual(['JungleB', 'TopC']);
    const lux = screen.getByRole('link', { name: 'Lux, Support: no tier yet, 4 games' });
    expect(lux.textContent).toContain('--');
  });

  it('finds champions without minding case, accents or punctuation, in any language', async () => {
    stubApi();
    await renderList('/ru/champions');

    await screen.findByRole('list', { name: 'Чемпионы' });
    fireEvent.input(screen.getByRole('searchbox', { name: 'Поиск чемпиона' }), {
      target: { value: 'KAÍSA' },
    });
    expect(
      within(screen.getByRole('list', { name: 'Чемпионы' }))
        .getAllByRole('link')
        .map((link) => link.textContent)[0],
    ).toBe("Kai'Sa");
    expect(screen.getByText('Показано: 1 из 4.')).toBeTruthy();

    fireEvent.input(screen.getByRole('searchbox', { name: 'Поиск чемпиона' }), {
      target: { value: 'Ари' },
    });
    expect(screen.getByText('Нет чемпиона по запросу «Ари»')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    expect(await screen.findByText(/Игры по этим фильтрам есть у 4 чемпионов\./)).toBeTruthy();
  });

  it('keeps the chosen role in the address and links the champions to that role', async () => {
    stubApi();
    const { router } = await renderList();

    await screen.findByRole('list', { name: 'Champions' });
    fireEvent.click(screen.getByRole('button', { name: 'Jungle' }));
    expect(router.state.location.search).toBe('?role=JUNGLE');
    expect(cardNames()).toEqual(['Wukong']);
    expect(screen.getByRole('link', { name: 'Wukong' }).getAttribute('href')).toBe(
      '/en/champions/monkeyking?role=JUNGLE',
    );
    expect(screen.getByRole('button', { name: 'Jungle' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(router.state.location.search).toBe('');
    expect(cardNames()).toHaveLength(4);
  });

  it('offers no role chips for ARAM, whose games have no lanes', async () => {
    stubApi(() => listPage([indexRow(103, 'Ahri', ''), indexRow(1, 'Annie', '')]));
    await renderList('/en/champions?queue=aram&role=TOP');

    const ahri = await screen.findByRole('link', { name: 'Ahri' });
    expect(ahri.getAttribute('href')).toBe('/en/aram/ahri');
    expect(screen.queryByRole('button', { name: 'Top' })).toBeNull();
    expect(cardNames()).toEqual(['Ahri', 'Annie']);
  });

  it('says honestly that the slice has no champion with games, naming the filters', async () => {
    stubApi(() => listPage([]));
    await renderList('/tr/champions?tier=master_plus&region=kr');

    expect(await screen.findByText('Bu filtrelerde hiçbir şampiyonun oyunu yok')).toBeTruthy();
    expect(screen.getByText(/^Filtreler: .*KR, Ustalık\+\./)).toBeTruthy();
  });

  it('shows a loader while the champions load, and a retry when they fail', async () => {
    let isFailing = true;
    stubApi(() => (isFailing ? errorResponse(503) : listPage(ROWS)));
    await renderList();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load the champions")).toBeTruthy();
    isFailing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ahri' })).toBeTruthy();
  });

  it('shows a loader while the first answer is on its way', async () => {
    stubFetch(() => new Promise(() => {}));
    await renderList();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading champions…');
    expect(screen.getByRole('heading', { level: 1, name: 'Champions' })).toBeTruthy();
  });
});

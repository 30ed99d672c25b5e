import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestsTo } from '../../../test/render.tsx';
import { playerChampions } from '../test/summoner-fixtures.ts';
import {
  API,
  PAGE_PATH,
  renderSummonerPage,
  stubSummonerApi,
} from '../test/summoner-test-setup.tsx';

const CHAMPIONS_PATH = `${PAGE_PATH}?tab=champions`;
const table = () => screen.findByRole('table', { name: 'Champion stats' });
/** The champions in the order the table shows them. */
const order = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const header = async (name: string) =>
  within(await table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const sortBy = async (name: string) =>
  fireEvent.click(within(await header(name)).getByRole('button'));

describe('ChampionsTab', () => {
  it('shows one row per champion with every figure, most games first', async () => {
    stubSummonerApi();
    await renderSummonerPage(CHAMPIONS_PATH);

    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[▲▼]/, '')),
    ).toEqual([
      'Champion',
      'Games',
      'Win rate',
      'KDA',
      'CS/min',
      'Damage/min',
      'Gold/min',
      'Score',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '10',
      '60%95% interval: 31.3%–83.2%95% interval: 31.3%–83.2%6W 4L',
      '4.227.1 / 3.2 / 6.4',
      '7.8',
      '812',
      '422',
      '6.8',
    ]);
    // The win rate is described by its interval; its hover copy is hidden from screen readers.
    const rate = within(rows[1] as HTMLElement).getByText('60%');
    expect(document.getElementById(rate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '95% interval: 31.3%–83.2%',
    );
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '6',
      '33%95% interval: 9.7%–70.0%95% interval: 9.7%–70.0%2W 4L',
      'Perfect9.5 / 0.0 / 3.1',
      '8.4',
      '640',
      '455',
      '—',
    ]);
    expect(await order()).toEqual(['Ahri', 'Zed', 'Lux']);
    expect((await header('Games')).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('Season 2025 · remakes are not counted')).toBeTruthy();
  });

  it.each([
    ['Champion', ['Ahri', 'Lux', 'Zed'], 'ascending'],
    ['Win rate', ['Lux', 'Ahri', 'Zed'], 'descending'],
    ['KDA', ['Zed', 'Ahri', 'Lux'], 'descending'],
    ['CS/min', ['Zed', 'Ahri', 'Lux'], 'descending'],
    ['Damage/min', ['Lux', 'Ahri', 'Zed'], 'descending'],
    ['Gold/min', ['Zed', 'Ahri', 'Lux'], 'descending'],
    ['Score', ['Lux', 'Ahri', 'Zed'], 'descending'],
  ] as const)('sorts by %s, and reverses on a second press', async (name, first, direction) => {
    stubSummonerApi();
    await renderSummonerPage(CHAMPIONS_PATH);
    await table();

    await sortBy(name);
    expect(await order()).toEqual(first);
    expect((await header(name)).getAttribute('aria-sort')).toBe(direction);
    expect((await header('Games')).hasAttribute('aria-sort')).toBe(false);

    await sortBy(name);
    const reversed = name === 'Score' ? ['Ahri', 'Lux', 'Zed'] : [...first].reverse();
    expect(await order()).toEqual(reversed);
    expect((await header(name)).getAttribute('aria-sort')).toBe(
      direction === 'ascending' ? 'descending' : 'ascending',
    );
  });

  it('sorts by games, fewest first on a second press', async () => {
    stubSummonerApi();
    await renderSummonerPage(CHAMPIONS_PATH);
    await table();

    await sortBy('Games');
    expect(await order()).toEqual(['Lux', 'Zed', 'Ahri']);
    expect((await header('Games')).getAttribute('aria-sort')).toBe('ascending');
  });

  it('offers the seasons the player has games in and keeps the chosen one in the address', async () => {
    const fetchMock = stubSummonerApi({
      champions: (url) =>
        playerChampions({
          season: Number(url.searchParams.get('season') ?? 2025),
          seasons: [2025, 2024],
        }),
    });
    const { router } = await renderSummonerPage(`${CHAMPIONS_PATH}&queue=solo`);

    const select = (await screen.findByRole('combobox', { name: 'Season' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Season 2025',
      'Season 2024',
    ]);
    expect(select.value).toBe('2025');
    fireEvent.change(select, { target: { value: '2024' } });

    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=champions&queue=solo&season=2024'),
    );
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, API.champions).map((url) => url.searchParams.toString()),
      ).toEqual(['queue=solo&lang=en', 'queue=solo&season=2024&lang=en']),
    );
    expect(await screen.findByText('Season 2024 · remakes are not counted')).toBeTruthy();
  });

  it('has no season select for a player with games in one season only', async () => {
    stubSummonerApi();
    await renderSummonerPage(CHAMPIONS_PATH);

    await table();
    expect(screen.queryByRole('combobox', { name: 'Season' })).toBeNull();
  });

  it('says so when the queue and season have no champion games', async () => {
    stubSummonerApi({ champions: () => playerChampions({ data: [] }) });
    await renderSummonerPage(CHAMPIONS_PATH);

    expect(await screen.findByText('No champion games in this queue and season')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Champion stats' })).toBeNull();
  });

  it('shows its error and tries again', async () => {
    let isDown = true;
    stubSummonerApi({ champions: () => (isDown ? errorResponse(500) : playerChampions()) });
    await renderSummonerPage(CHAMPIONS_PATH);

    expect(await screen.findByText("Couldn't load the champions")).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await order()).toEqual(['Ahri', 'Zed', 'Lux']);
  });

  it('writes its headers and figures in Russian', async () => {
    stubSummonerApi();
    await renderSummonerPage(CHAMPIONS_PATH.replace('/en/', '/ru/'));

    const ru = await screen.findByRole('table', { name: 'Статистика чемпионов' });
    expect(within(ru).getByRole('columnheader', { name: /^Винрейт/ })).toBeTruthy();
    expect(within(ru).getByText('Идеальный')).toBeTruthy();
    expect(within(ru).getByText('7,8')).toBeTruthy();
  });
});

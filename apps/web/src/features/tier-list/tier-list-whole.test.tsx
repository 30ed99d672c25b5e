import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { championRow, championsPage } from './test/tier-list-fixtures.ts';
import {
  dataCells,
  findRow,
  header,
  loadMore,
  names,
  queries,
  renderTierList,
  stubApi,
  table,
  WHOLE,
} from './test/tier-list-harness.tsx';

/** Rows of these games, named after them: `games 99`. */
const rowsOfGames = (...games: number[]) =>
  games.map((count, index) => championRow(index + 1, { name: `games ${count}`, games: count }));

const smallSwitch = (name: RegExp | string = /^Show small samples/) =>
  screen.getByRole('switch', { name });

describe('TierListPage: the whole list', () => {
  // A big table is slow to query in jsdom, so its rows are counted, not found by role.
  it('shows every row of the slice from one request, with no Load more', {
    timeout: 20_000,
  }, async () => {
    const rows = Array.from({ length: 172 }, (_, index) => championRow(index + 1));
    const fetchMock = stubApi(() => ({ ...championsPage(rows), per_page: 1000 }));
    await renderTierList();

    await screen.findByText('Champion172', undefined, { timeout: 10_000 });
    expect(table().querySelectorAll('tbody tr')).toHaveLength(172);
    expect(loadMore()).toBeNull();
    expect(queries(fetchMock)).toEqual([WHOLE]);
  });

  it('asks once for the whole list of a new sort or role, never for a page of it', async () => {
    const fetchMock = stubApi((url) =>
      championsPage([
        championRow(1, {
          name: `${url.searchParams.get('role') ?? 'ALL'} ${url.searchParams.get('sort') ?? 'score'}`,
        }),
      ]),
    );
    await renderTierList();

    await findRow('ALL score');
    fireEvent.click(within(header(/^Matches/)).getByRole('button', { name: 'Matches' }));
    await findRow('ALL games');
    fireEvent.click(screen.getByRole('button', { name: 'Support' }));
    await findRow('SUPPORT games');
    expect(loadMore()).toBeNull();
    expect(queries(fetchMock)).toEqual([
      WHOLE,
      { ...WHOLE, sort: 'games' },
      { ...WHOLE, role: 'SUPPORT', sort: 'games' },
    ]);
  });
});

describe('TierListPage: small samples', () => {
  it('gives no letter under 100 games: "—" with the small-sample mark, even where a letter came', async () => {
    stubApi(() =>
      championsPage([
        championRow(1, { name: 'games 100', games: 100, tier: 'A' }),
        championRow(2, { name: 'games 99', games: 99, tier: 'S+', score: 80 }),
        championRow(3, { name: 'games 12', games: 12, tier: null, score: null, win_rate: null }),
      ]),
    );
    await renderTierList('/en/tier-list?small=1');

    expect(dataCells(await findRow('games 100'))[2]).toBe('A');
    for (const name of ['games 99', 'games 12']) {
      const cell = (await findRow(name)).querySelectorAll('td')[2] as HTMLElement;
      expect(cell.textContent).toBe('—smallSmall sample');
      expect(
        within(cell).getByTitle('Fewer than 100 games: too few for a tier letter.'),
      ).toBeTruthy();
    }
  });

  it('hides rows under 100 games by default, says how many, and numbers the rest from 1', async () => {
    stubApi(() => championsPage(rowsOfGames(1234, 99, 100, 20, 5)));
    await renderTierList();

    await findRow('games 1234');
    expect(names()).toEqual(['games 1234', 'games 100']);
    expect(dataCells(await findRow('games 100'))[0]).toBe('2');
    expect(screen.getByText('3 champions with fewer than 100 games hidden')).toBeTruthy();
    const toggle = smallSwitch('Show small samples (3)');
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('shows and hides small samples with the switch, kept in the address, without asking again', async () => {
    const fetchMock = stubApi(() => championsPage(rowsOfGames(1234, 99, 100)));
    const { router } = await renderTierList('/en/tier-list?sort=games');

    await findRow('games 1234');
    fireEvent.click(smallSwitch());
    await waitFor(() => expect(names()).toEqual(['games 1234', 'games 99', 'games 100']));
    expect(router.state.location.search).toBe('?sort=games&small=1');
    expect((smallSwitch('Show small samples (1)') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/hidden$/)).toBeNull();

    // A new order keeps them shown.
    fireEvent.click(within(header(/^Matches/)).getByRole('button', { name: 'Matches' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=games&small=1&order=asc'));

    fireEvent.click(smallSwitch());
    await waitFor(() => expect(names()).toEqual(['games 1234', 'games 100']));
    expect(router.state.location.search).toBe('?sort=games&order=asc');
    expect(queries(fetchMock)).toEqual([
      { ...WHOLE, sort: 'games' },
      { ...WHOLE, sort: 'games', order: 'asc' },
    ]);
  });

  it('shows small samples from an address that asks for them', async () => {
    stubApi(() => championsPage(rowsOfGames(1234, 99)));
    await renderTierList('/en/tier-list?small=1');

    await findRow('games 99');
    expect((smallSwitch('Show small samples (1)') as HTMLInputElement).checked).toBe(true);
  });

  it('offers no switch when no row is a small sample', async () => {
    stubApi(() => championsPage(rowsOfGames(1234, 100)));
    await renderTierList();

    await findRow('games 100');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText(/hidden$/)).toBeNull();
  });

  it('says so when every row is a small sample, and offers to show them', async () => {
    stubApi(() => championsPage(rowsOfGames(99, 40)));
    const { router } = await renderTierList('/en/tier-list?role=TOP');

    const title = await screen.findByText('Every champion here has fewer than 100 games');
    const panel = title.closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(panel).getByRole('switch', { name: 'Show small samples (2)' }));
    await findRow('games 40');
    expect(names()).toEqual(['games 99', 'games 40']);
    expect(router.state.location.search).toBe('?role=TOP&small=1');
  });

  it.each([
    ['ru', 'Скрыто 5 чемпионов, у которых меньше 100 игр', 'Показать малые выборки (5)'],
    ['tr', '100 maçtan az oynanan 5 şampiyon gizlendi', 'Küçük örneklemleri göster (5)'],
  ])('counts the hidden rows in %s', async (lang, note, toggle) => {
    stubApi(() => championsPage(rowsOfGames(1234, 99, 98, 97, 96, 95)));
    await renderTierList(`/${lang}/tier-list`);

    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.getByRole('switch', { name: toggle })).toBeTruthy();
  });
});

describe('TierListPage: how sure a win rate is', () => {
  it("shows each win rate's 95 % interval as a faint bar, read out and shown on focus", async () => {
    stubApi(() =>
      championsPage([
        championRow(1),
        championRow(2, { win_rate: null, win_rate_low: null, win_rate_high: null }),
      ]),
    );
    await renderTierList();

    const cell = (await findRow('Champion1')).querySelectorAll('td')[3] as HTMLElement;
    const rate = within(cell).getByText('52.3%').closest('[data-interval]') as HTMLElement;
    expect(rate.getAttribute('data-interval')).toBe('49.56-55.13');
    expect(rate.tabIndex).toBe(0);
    expect(rate.getAttribute('aria-describedby')).toBeTruthy();
    const described = document.getElementById(rate.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('95% interval: 49.6%–55.1%');
    const missing = (await findRow('Champion2')).querySelectorAll('td')[3] as HTMLElement;
    expect(missing.textContent).toBe('--');
    expect(missing.querySelector('[data-interval]')).toBeNull();
  });

  it('sorts most reliably strong first from the win rate head, and the other way on a second press', async () => {
    const fetchMock = stubApi(() => championsPage([championRow(1)]));
    const { router } = await renderTierList();

    await findRow('Champion1');
    const reliable = within(header(/^Win rate/)).getByRole('button', { name: 'Reliable' });
    expect(reliable.getAttribute('title')).toBe(
      "Most reliably strong: sorted by the lower end of the win rate's 95% interval",
    );
    fireEvent.click(reliable);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=win_rate_low'));
    await waitFor(() => expect(header(/^Win rate/).getAttribute('aria-sort')).toBe('descending'));
    fireEvent.click(within(header(/^Win rate/)).getByRole('button', { name: 'Reliable' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=win_rate_low&order=asc'));
    expect(queries(fetchMock).slice(1)).toEqual([
      { ...WHOLE, sort: 'win_rate_low' },
      { ...WHOLE, sort: 'win_rate_low', order: 'asc' },
    ]);
  });

  it.each([
    ['en', 'Sort by', 'Most reliably strong'],
    ['ru', 'Сортировка', 'Надёжно сильные'],
    ['tr', 'Sıralama', 'En güvenilir güçlüler'],
  ])('offers "most reliably strong" in the phone sort menu in %s', async (lang, label, option) => {
    stubApi(() => championsPage([championRow(1)]));
    const { router } = await renderTierList(`/${lang}/tier-list`);

    await findRow('Champion1');
    const select = screen.getByRole('combobox', { name: label });
    expect(within(select).getByRole('option', { name: option })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'win_rate_low' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=win_rate_low'));
  });
});

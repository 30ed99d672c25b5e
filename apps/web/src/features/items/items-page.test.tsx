import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { championsMeta } from '../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { ItemsPage } from './items-page.tsx';
import { emptyItemsList, itemsList, itemsListWithoutTimelines } from './test/items-fixtures.ts';

function stubApi(list: () => unknown = () => itemsList()) {
  return stubFetch((url) => {
    if (url.pathname === '/api/champions/meta') return championsMeta();
    return list();
  });
}

const renderPage = (path = '/en/items') =>
  renderRoutes([{ path: '/:lang/items', element: <ItemsPage /> }], path);

const table = () => screen.findByRole('table', { name: 'Completed items' });

/** The names of the items the table shows, in its order. */
async function shownNames() {
  const rows = within(await table()).getAllByRole('rowheader');
  return rows.map((row) => within(row).getByRole('link').textContent);
}

/** The row of an item in the table. */
async function itemRow(name: string) {
  const row = within(await table())
    .getByRole('link', { name })
    .closest('tr');
  if (!row) throw new Error(`no row of ${name}`);
  return row;
}

describe('ItemsPage', () => {
  it('asks for the slice of the address, never a role', async () => {
    const fetchMock = stubApi();
    await renderPage('/en/items?queue=flex&region=kr&patch=15.22&tier=diamond_plus&role=TOP');
    await table();
    expect(
      requestsTo(fetchMock, '/api/items').map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([{ queue: '440', patch: '15.22', region: 'kr', tier: 'diamond_plus', lang: 'en' }]);
  });

  it('names both samples: legendaries of the players with a timeline, boots of every player', async () => {
    stubApi();
    await renderPage();
    await table();
    expect(
      screen.getByText(
        'Legendary items: out of 200 players with a stored match timeline. Boots: out of all 400 players.',
        { exact: false },
      ),
    ).toBeTruthy();
  });

  it('shows each item with pick rate, win rate and its interval, games and usual place', async () => {
    stubApi();
    await renderPage();
    expect(await shownNames()).toEqual([
      'Plated Steelcaps',
      "Liandry's Torment",
      'Black Cleaver',
      'Infinity Edge',
      'Boots of Swiftness',
    ]);
    const liandry = await itemRow("Liandry's Torment");
    const cells = within(liandry)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('20.0%');
    expect(cells[1]).toContain('65.0%');
    expect(cells[2]).toBe('40');
    expect(cells[3]).toBe('Usually 2nd');
    expect(within(liandry).getAllByText('95% interval: 55.0%–75.0%')).not.toHaveLength(0);
    // The six places, read out.
    expect(
      within(liandry).getByRole('img', {
        name: 'Games by place completed: 1st legendary: 10, 2nd legendary: 20, 3rd legendary: 6, 4th legendary: 3, 5th legendary: 1, 6th legendary: 0',
      }),
    ).toBeTruthy();
    // Boots have no place among the legendaries.
    const steelcaps = await itemRow('Plated Steelcaps');
    expect(within(steelcaps).getAllByRole('cell').at(-1)?.textContent).toBe('Boots');
    expect(within(steelcaps).queryByRole('img')).toBeNull();
  });

  it('marks an item under the minimum sample, and not one at it', async () => {
    stubApi();
    await renderPage();
    const atMinimum = await itemRow('Black Cleaver');
    const under = await itemRow('Infinity Edge');
    expect(within(atMinimum).queryByText('Small sample')).toBeNull();
    expect(atMinimum.querySelector('[data-small-sample]')).toBeNull();
    expect(within(under).getByText('Small sample')).toBeTruthy();
    expect(under.querySelector('[data-small-sample]')).not.toBeNull();
  });

  it('links each item to its page, keeping the slice but no role', async () => {
    stubApi();
    await renderPage('/en/items?queue=aram&region=kr&role=TOP');
    expect(
      within(await table())
        .getByRole('link', { name: 'Black Cleaver' })
        .getAttribute('href'),
    ).toBe('/en/items/3071?queue=aram&region=kr');
  });

  it('finds items by name without accents, case or punctuation, and says when none matches', async () => {
    stubApi();
    await renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search items by name' });
    fireEvent.change(search, { target: { value: 'LIANDRYS' } });
    expect(await shownNames()).toEqual(["Liandry's Torment"]);
    expect(screen.getByText('1 of 5 items shown.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'ínfinity' } });
    expect(await shownNames()).toEqual(['Infinity Edge']);

    fireEvent.change(search, { target: { value: 'zhonya' } });
    expect(await screen.findByText('No item matches “zhonya”')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await shownNames()).toHaveLength(5);
  });

  it('narrows the list to one kind of item, each tab with its count', async () => {
    stubApi();
    await renderPage();
    await table();
    const boots = screen.getByRole('button', { name: 'Boots 2' });
    fireEvent.click(boots);
    expect(boots.getAttribute('aria-pressed')).toBe('true');
    expect(await shownNames()).toEqual(['Plated Steelcaps', 'Boots of Swiftness']);
    fireEvent.click(screen.getByRole('button', { name: 'Legendary 3' }));
    expect(await shownNames()).toEqual(["Liandry's Torment", 'Black Cleaver', 'Infinity Edge']);
    fireEvent.click(screen.getByRole('button', { name: 'All 5' }));
    expect(await shownNames()).toHaveLength(5);
  });

  it('sorts by a figure from its column head, small samples last by win rate', async () => {
    stubApi();
    await renderPage();
    await table();
    const head = (name: string) =>
      screen.getByRole('button', { name }).closest('th') as HTMLElement;
    expect(head('Games').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Win rate' }));
    expect(head('Win rate').getAttribute('aria-sort')).toBe('descending');
    expect(head('Games').getAttribute('aria-sort')).toBe('none');
    expect(await shownNames()).toEqual([
      "Liandry's Torment",
      'Plated Steelcaps',
      'Black Cleaver',
      'Infinity Edge',
      'Boots of Swiftness',
    ]);
    expect(screen.getByText('Sorted by win rate: small samples last.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pick rate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick rate' }));
    expect(head('Pick rate').getAttribute('aria-sort')).toBe('ascending');
    expect((await shownNames())[0]).toBe('Boots of Swiftness');
  });

  it('says honestly that no legendary is counted when no timeline is stored', async () => {
    stubApi(() => itemsListWithoutTimelines());
    await renderPage('/en/items?queue=aram');
    await table();
    expect(
      screen.getByText(/Legendary items: none counted, as no player's match timeline is stored/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Legendary 0' }));
    expect(await screen.findByText('No legendary item counted in these filters')).toBeTruthy();
    expect(screen.getByText(/none of these players' timelines is stored yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says honestly that nothing was completed in the slice, and offers to reset the filters', async () => {
    stubApi(() => emptyItemsList());
    await renderPage('/en/items?region=kr');
    expect(await screen.findByText('No completed items in these filters')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset filters' }).getAttribute('href')).toBe(
      '/en/items',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByText(/stored match timeline/)).toBeNull();
  });

  it('says that nothing is collected yet when the default slice is empty', async () => {
    stubApi(() => emptyItemsList());
    await renderPage();
    expect(await screen.findByText('No completed items yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reset filters' })).toBeNull();
  });

  it('offers to try again when the items cannot be loaded', async () => {
    stubApi(() => errorResponse(500));
    await renderPage();
    expect(await screen.findByText("Couldn't load the items")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('names the filters in the title and writes the canonical address in Turkish', async () => {
    stubApi();
    await renderPage('/tr/items?tier=diamond_plus&patch=15.23');
    await screen.findByRole('table', { name: 'Tamamlanan eşyalar' });
    await waitFor(() => expect(document.title).toContain('Eşyalar'));
    await waitFor(() => expect(document.title).toContain('(Elmas+, Yama 15.23)'));
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        /\/tr\/items\?tier=diamond_plus$/,
      ),
    );
    expect(screen.getByRole('button', { name: 'Botlar 2' })).toBeTruthy();
  });
});

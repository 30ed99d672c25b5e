import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { championsMeta } from '../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { ItemPage } from './item-page.tsx';
import {
  bootsDetail,
  emptyItemDetail,
  itemDetail,
  uncountedDetail,
  upgradeDetail,
} from './test/items-fixtures.ts';

function stubApi(detail: () => unknown = () => itemDetail()) {
  return stubFetch((url) => {
    if (url.pathname === '/api/champions/meta') return championsMeta();
    return detail();
  });
}

const renderPage = (path = '/en/items/6653') =>
  renderRoutes(
    [{ path: '/:lang/items/:itemId', element: <ItemPage notFound={<p>Not found page</p>} /> }],
    path,
  );

const LIANDRY = "Liandry's Torment";

/** The row of a champion in the champions table. */
function championRow(name: string) {
  const table = screen.getByRole('table', { name: `Champions that build ${LIANDRY}` });
  const row = within(table).getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row of ${name}`);
  return row;
}

describe('ItemPage', () => {
  it('asks for the item in the slice of the address, never a role', async () => {
    const fetchMock = stubApi();
    await renderPage('/en/items/6653?queue=flex&region=kr&role=TOP');
    await screen.findByRole('heading', { level: 1, name: LIANDRY });
    expect(
      requestsTo(fetchMock, '/api/items/6653').map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([{ queue: '440', region: 'kr', lang: 'en' }]);
  });

  it('shows what the item is, its price and description, and its figures with their sample', async () => {
    stubApi();
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: LIANDRY });
    expect(screen.getByText('Legendary item')).toBeTruthy();
    expect(screen.getByText('3,000 gold')).toBeTruthy();
    expect(screen.getByText(/deal high damage over time/)).toBeTruthy();
    const stats = screen.getByLabelText(`${LIANDRY} in these filters`);
    expect(stats.textContent).toContain('Win rate65.0%');
    expect(within(stats).getAllByText('95% interval: 55.0%–75.0%')).not.toHaveLength(0);
    expect(stats.textContent).toContain('Pick rate20.0%of 200 players with a stored timeline');
    expect(stats.textContent).toContain('Games4026 wins');
    expect(within(stats).queryByText('Small sample')).toBeNull();
    expect(
      screen.getByText(/40 games with Liandry's Torment completed in these filters\./),
    ).toBeTruthy();
  });

  it('shows when it is completed: its timed completions by five minutes and the median step', async () => {
    stubApi();
    await renderPage();
    const table = await screen.findByRole('table', {
      name: `${LIANDRY} by the minute it was completed`,
    });
    expect(
      screen.getByText('Usually completed at 20–25 min (the median of its timed completions).'),
    ).toBeTruthy();
    expect(screen.getByText(/Share: of the 38 completions timed\./)).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '0–5 min',
      '5–10 min',
      '10–15 min',
      '15–20 min',
      '20–25 min',
      '25–30 min',
      '30–35 min',
      '35–40 min',
      '40+ min',
    ]);
    const median = rows[4] as HTMLElement;
    expect(median.hasAttribute('data-usual')).toBe(true);
    expect(
      within(median)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '18.4%']);
    expect(rows.filter((row) => row.hasAttribute('data-usual'))).toHaveLength(1);
  });

  it('says why no minute is shown when none of its completions is timed', async () => {
    const none = itemDetail().completed;
    if (!none) throw new Error('the fixture has no completions');
    stubApi(() =>
      itemDetail({
        completed: {
          sample: 0,
          median: null,
          steps: none.steps.map((step) => ({ ...step, games: 0 })),
        },
      }),
    );
    await renderPage();
    expect(await screen.findByText(/No completion of it is timed in these filters/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: /by the minute it was completed/ })).toBeNull();
  });

  it('shows the places it is completed in, with games, share and win rate', async () => {
    stubApi();
    await renderPage();
    const table = await screen.findByRole('table', {
      name: `${LIANDRY} by the place it was completed in`,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '1st legendary',
      '2nd legendary',
      '3rd legendary',
      '4th legendary',
      '5th legendary',
      '6th legendary',
    ]);
    const second = rows[1] as HTMLElement;
    expect(second.hasAttribute('data-usual')).toBe(true);
    const cells = within(second)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 2)).toEqual(['20', '50.0%']);
    expect(cells[2]).toContain('50.0%');
    expect(within(second).queryByText('Small sample')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('Small sample')).toBeTruthy();
  });

  it('lists the champions that build it, each linked to its page in that role and slice', async () => {
    stubApi();
    await renderPage('/en/items/6653?region=kr&queue=flex');
    await screen.findByRole('heading', { level: 1, name: LIANDRY });
    const fate = championRow('Twisted Fate');
    expect(within(fate).getByRole('link', { name: 'Twisted Fate' }).getAttribute('href')).toBe(
      '/en/champions/twistedfate?role=MIDDLE&queue=flex&region=kr',
    );
    const cells = within(fate)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['Middle', '10', '71.4%']);
    expect(cells[3]).toContain('60.0%');
    expect(within(fate).queryByText('Small sample')).toBeNull();
    expect(within(championRow('Shyvana')).getByText('Small sample')).toBeTruthy();
  });

  it('counts boots out of every player, and shows no places for them', async () => {
    stubApi(() => bootsDetail());
    await renderPage('/en/items/3047');
    await screen.findByRole('heading', { level: 1, name: 'Plated Steelcaps' });
    expect(screen.getByLabelText('Plated Steelcaps in these filters').textContent).toContain(
      'of all 400 players',
    );
    expect(screen.queryByRole('table', { name: /by the place it was completed in/ })).toBeNull();
    expect(
      screen.getByText(/ended the game with Plated Steelcaps or an upgrade of them/),
    ).toBeTruthy();
  });

  it('links back to the item list, keeping the slice', async () => {
    stubApi();
    await renderPage('/en/items/6653?tier=master_plus');
    await screen.findByRole('heading', { level: 1, name: LIANDRY });
    for (const link of [
      screen.getByRole('link', { name: 'Items' }),
      screen.getByRole('link', { name: /All items/ }),
    ]) {
      expect(link.getAttribute('href')).toBe('/en/items?tier=master_plus');
    }
  });

  it('says what a trinket is and that no statistics are kept for it, without tables', async () => {
    stubApi(() => uncountedDetail(3340, 'Stealth Ward', 'trinket'));
    await renderPage('/en/items/3340');
    await screen.findByRole('heading', { level: 1, name: 'Stealth Ward' });
    expect(screen.getByText('Stealth Ward is a trinket')).toBeTruthy();
    expect(screen.getByText(/keeps no win rate, pick rate or build statistics/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('Stealth Ward in these filters')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Queue' })).toBeNull();
    expect(screen.getByRole('link', { name: /All items/ })).toBeTruthy();
  });

  it('names the boots an upgrade counts as, linked in the same slice', async () => {
    stubApi(() => upgradeDetail());
    await renderPage('/en/items/3172?region=euw1');
    await screen.findByRole('heading', { level: 1, name: 'Gunmetal Greaves' });
    expect(screen.getByText('Boots upgrade')).toBeTruthy();
    expect(screen.getByText('Counted in builds as')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Berserker's Greaves" }).getAttribute('href')).toBe(
      '/en/items/3006?region=euw1',
    );
    expect(screen.getByText('Gunmetal Greaves is a boots upgrade')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says honestly that no one completed the item in the slice', async () => {
    stubApi(() => emptyItemDetail());
    await renderPage('/en/items/6653?region=kr');
    expect(await screen.findByText(`No one completed ${LIANDRY} in these filters`)).toBeTruthy();
    expect(screen.queryByLabelText(`${LIANDRY} in these filters`)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says that a legendary cannot be counted where no timeline is stored', async () => {
    stubApi(() => emptyItemDetail(0));
    await renderPage('/en/items/6653?queue=aram');
    expect(await screen.findByText('No stored timeline in these filters')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is headed after the item, with its own canonical address', async () => {
    stubApi();
    await renderPage('/ru/items/6653?queue=flex&patch=15.23&role=TOP');
    await screen.findByRole('heading', { level: 1, name: LIANDRY });
    await waitFor(() =>
      expect(document.title).toBe(
        `${LIANDRY}: процент побед, порядок сборки и чемпионы — RiftScope`,
      ),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/ru\/items\/6653\?queue=flex$/,
    );
    expect(screen.getByText('Легендарный предмет')).toBeTruthy();
    expect(screen.getByText('3 000 золота')).toBeTruthy();
  });

  it('shows the not-found page for an item the API does not know', async () => {
    stubFetch((url) =>
      url.pathname === '/api/champions/meta'
        ? championsMeta()
        : errorResponse(404, 'Item not found'),
    );
    await renderPage('/en/items/999999');
    expect(await screen.findByText('Not found page')).toBeTruthy();
  });

  it('offers to try again when the item cannot be loaded', async () => {
    stubApi(() => errorResponse(500));
    await renderPage();
    expect(await screen.findByText("Couldn't load this item")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { championsMeta } from '../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { RunesPage } from './runes-page.tsx';
import { emptyRunesList, runesList } from './test/runes-fixtures.ts';

function stubApi(list: () => unknown = () => runesList()) {
  return stubFetch((url) => {
    if (url.pathname === '/api/champions/meta') return championsMeta();
    return list();
  });
}

const renderPage = (path = '/en/runes') =>
  renderRoutes([{ path: '/:lang/runes', element: <RunesPage /> }], path);

/** The row of a rune in its tree's table. */
async function runeRow(tree: string, rune: string) {
  const table = await screen.findByRole('table', { name: `${tree} runes` });
  const link = within(table).getByRole('link', { name: rune });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row of ${rune}`);
  return row;
}

describe('RunesPage', () => {
  it('asks for the slice of the address, never a role', async () => {
    const fetchMock = stubApi();
    await renderPage('/en/runes?queue=flex&region=kr&patch=15.22&tier=diamond_plus&role=TOP');
    await screen.findByRole('heading', { level: 2, name: 'Precision' });
    expect(
      requestsTo(fetchMock, '/api/runes').map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([{ queue: '440', patch: '15.22', region: 'kr', tier: 'diamond_plus', lang: 'en' }]);
  });

  it('shows each tree in the answer’s order, with its record as the primary tree', async () => {
    stubApi();
    await renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Precision' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Precision',
      'Domination',
    ]);
    const precision = screen.getByRole('region', { name: 'Precision' });
    expect(precision.textContent).toContain('As the primary tree');
    const figures = within(precision).getByText('As the primary tree').nextElementSibling;
    expect(figures?.textContent).toMatch(
      /^Pick rate60\.0%Win rate52\.5%(95% interval: 42\.5%–62\.5%)+Games120$/,
    );
    expect(precision.textContent).toContain('As the secondary tree: 35 games.');
    expect(
      screen.getByText('200 players with a rune page in these filters.', { exact: false }),
    ).toBeTruthy();
  });

  it('groups the runes by row, keystones first, each with pick rate, win rate and games', async () => {
    stubApi();
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Precision runes' });
    const groups = within(table)
      .getAllByRole('columnheader')
      .filter((head) => head.getAttribute('scope') === 'colgroup')
      .map((head) => head.textContent);
    expect(groups).toEqual(['Keystones', 'Row 1', 'Row 2', 'Row 3']);
    const press = await runeRow('Precision', 'Press the Attack');
    const cells = within(press)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('50.5%');
    expect(cells[1]).toContain('51.5%');
    expect(cells[2]).toBe('101');
    // The win rate carries its 95 % interval.
    expect(within(press).getAllByText('95% interval: 41.5%–61.5%')).not.toHaveLength(0);
  });

  it('marks a rune under the minimum sample, and not one at it', async () => {
    stubApi();
    await renderPage();
    const atMinimum = await runeRow('Precision', 'Conqueror');
    const under = await runeRow('Precision', 'Fleet Footwork');
    expect(within(atMinimum).queryByText('Small sample')).toBeNull();
    expect(atMinimum.querySelector('[data-small-sample]')).toBeNull();
    expect(within(under).getByText('Small sample')).toBeTruthy();
    expect(under.querySelector('[data-small-sample]')).not.toBeNull();
    // Never taken: no rate at all, and still no reliable look.
    const never = await runeRow('Domination', 'Electrocute');
    expect(within(never).getByText('—')).toBeTruthy();
    expect(within(never).getByText('Small sample')).toBeTruthy();
  });

  it('links each rune to its page, keeping the slice but no role', async () => {
    stubApi();
    await renderPage('/en/runes?queue=aram&region=kr&role=TOP');
    const table = await screen.findByRole('table', { name: 'Precision runes' });
    expect(within(table).getByRole('link', { name: 'Conqueror' }).getAttribute('href')).toBe(
      '/en/runes/8010?queue=aram&region=kr',
    );
  });

  it('says honestly that the slice has no rune page, and offers to reset the filters', async () => {
    stubApi(() => emptyRunesList());
    await renderPage('/en/runes?region=kr');
    expect(await screen.findByText('No rune pages in these filters')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset filters' }).getAttribute('href')).toBe(
      '/en/runes',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/players with a rune page/)).toBeNull();
  });

  it('says that nothing is collected yet when the default slice is empty', async () => {
    stubApi(() => emptyRunesList());
    await renderPage();
    expect(await screen.findByText('No rune pages yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reset filters' })).toBeNull();
  });

  it('offers to try again when the runes cannot be loaded', async () => {
    stubApi(() => errorResponse(500));
    await renderPage();
    expect(await screen.findByText("Couldn't load the runes")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('names the filters in the title and writes the canonical address in Russian', async () => {
    stubApi();
    await renderPage('/ru/runes?tier=diamond_plus&patch=15.23');
    await screen.findByRole('heading', { level: 2, name: 'Precision' });
    await waitFor(() => expect(document.title).toContain('(Алмаз+, Патч 15.23)'));
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        /\/ru\/runes\?tier=diamond_plus$/,
      ),
    );
    expect(screen.getByRole('table', { name: 'Руны ветки «Precision»' })).toBeTruthy();
    expect(screen.getAllByText('Ключевые руны', { selector: 'th' })).toHaveLength(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { championsMeta } from '../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { RunePage } from './rune-page.tsx';
import { emptyRuneDetail, runeDetail } from './test/runes-fixtures.ts';

function stubApi(detail: () => unknown = () => runeDetail()) {
  return stubFetch((url) => {
    if (url.pathname === '/api/champions/meta') return championsMeta();
    return detail();
  });
}

const renderPage = (path = '/en/runes/8010') =>
  renderRoutes(
    [{ path: '/:lang/runes/:runeId', element: <RunePage notFound={<p>Not found page</p>} /> }],
    path,
  );

/** The row of a champion in the champions table. */
function championRow(name: string) {
  const table = screen.getByRole('table', { name: 'Champions that take Conqueror' });
  const row = within(table).getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row of ${name}`);
  return row;
}

describe('RunePage', () => {
  it('asks for the rune in the slice of the address, never a role', async () => {
    const fetchMock = stubApi();
    await renderPage('/en/runes/8010?queue=flex&region=kr&role=TOP');
    await screen.findByRole('heading', { level: 1, name: 'Conqueror' });
    expect(
      requestsTo(fetchMock, '/api/runes/8010').map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([{ queue: '440', region: 'kr', lang: 'en' }]);
  });

  it('shows the rune’s tree, row and description, and its figures with their sample', async () => {
    stubApi();
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Conqueror' });
    expect(screen.getByText('Precision')).toBeTruthy();
    expect(screen.getByText('Keystone')).toBeTruthy();
    expect(screen.getByText(/grant stacks of adaptive force/)).toBeTruthy();
    const stats = screen.getByLabelText('Conqueror in these filters');
    expect(stats.textContent).toContain('Win rate55.0%');
    expect(within(stats).getAllByText('95% interval: 45.0%–65.0%')).not.toHaveLength(0);
    expect(stats.textContent).toContain('Pick rate20.0%of 200 players with a rune page');
    expect(stats.textContent).toContain('Games4022 wins');
    expect(within(stats).queryByText('Small sample')).toBeNull();
    expect(screen.getByText(/40 games with Conqueror in these filters\./)).toBeTruthy();
  });

  it('lists the champions that take it, each linked to its page in that role and slice', async () => {
    stubApi();
    await renderPage('/en/runes/8010?region=kr&queue=flex');
    await screen.findByRole('heading', { level: 1, name: 'Conqueror' });
    const darius = championRow('Darius');
    expect(within(darius).getByRole('link', { name: 'Darius' }).getAttribute('href')).toBe(
      '/en/champions/darius?role=TOP&queue=flex&region=kr',
    );
    const cells = within(darius)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['Top', '10', '90.9%']);
    expect(cells[3]).toContain('60.0%');
  });

  it('marks a champion under the minimum sample, and not one at it', async () => {
    stubApi();
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Conqueror' });
    expect(within(championRow('Darius')).queryByText('Small sample')).toBeNull();
    expect(within(championRow('Jax')).getByText('Small sample')).toBeTruthy();
  });

  it('draws the pages it is part of, each named apart with its games, share and win rate', async () => {
    stubApi();
    await renderPage();
    const pages = await screen.findByRole('region', { name: 'Rune pages it is part of' });
    // The pages' own list; each drawing lists its runes inside.
    const items = [...pages.querySelectorAll<HTMLElement>('ol > li')];
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe(
      'Conqueror, Precision and Resolve · Legend: Alacrity',
    );
    expect(first.textContent).toContain('12 games');
    expect(first.textContent).toContain('30.0% of its games');
    expect(first.textContent).toContain('58.3%');
    expect(within(first).queryByText('Small sample')).toBeNull();
    expect(within(second).getByText('Small sample')).toBeTruthy();
    expect(
      within(first).getByRole('heading', { level: 4, name: 'Primary: Precision' }),
    ).toBeTruthy();
  });

  it('links back to the rune list, keeping the slice', async () => {
    stubApi();
    await renderPage('/en/runes/8010?tier=master_plus');
    await screen.findByRole('heading', { level: 1, name: 'Conqueror' });
    for (const link of [
      screen.getByRole('link', { name: 'Runes' }),
      screen.getByRole('link', { name: /All runes/ }),
    ]) {
      expect(link.getAttribute('href')).toBe('/en/runes?tier=master_plus');
    }
  });

  it('says honestly that no one took the rune in the slice', async () => {
    stubApi(() => emptyRuneDetail());
    await renderPage('/en/runes/8010?region=kr');
    expect(await screen.findByText('No one took Conqueror in these filters')).toBeTruthy();
    expect(screen.queryByLabelText('Conqueror in these filters')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is headed after the rune and its tree, with its own canonical address', async () => {
    stubApi();
    await renderPage('/tr/runes/8010?queue=flex&patch=15.23&role=TOP');
    await screen.findByRole('heading', { level: 1, name: 'Conqueror' });
    await waitFor(() =>
      expect(document.title).toBe(
        'Conqueror: kazanma oranı, şampiyonlar ve rün sayfaları — RiftScope',
      ),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Conqueror (Precision)',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/tr\/runes\/8010\?queue=flex$/,
    );
  });

  it('shows the not-found page for a rune the API does not know', async () => {
    stubFetch((url) =>
      url.pathname === '/api/champions/meta'
        ? championsMeta()
        : errorResponse(404, 'Rune not found'),
    );
    await renderPage('/en/runes/5008');
    expect(await screen.findByText('Not found page')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestsTo } from '../../test/render.tsx';
import { arenaTierList, emptyArenaTierList } from './test/arena-fixtures.ts';
import { renderArena, rowOf, rowTexts, stubArena } from './test/arena-harness.tsx';

const stubList = (list: () => unknown = () => arenaTierList()) => stubArena(() => list());

const table = (name = 'Arena champions') => screen.findByRole('table', { name });

/** The champions the table shows, in its order. */
async function shownNames(name?: string) {
  const rows = within(await table(name)).getAllByRole('rowheader');
  return rows.map((row) => within(row).getByRole('link').textContent);
}

/** The row of a champion. */
const row = async (champion: string, name?: string) => rowOf(await table(name), champion);

describe('ArenaPage', () => {
  it('asks for the patch and region of the address only, in the page’s language', async () => {
    const fetchMock = stubList();
    await renderArena('/en/arena?patch=15.21&region=kr&queue=flex&tier=all&role=TOP');
    await table();
    expect(
      requestsTo(fetchMock, '/api/arena').map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([{ patch: '15.21', region: 'kr', lang: 'en' }]);
  });

  it('says how Arena is counted, with the sample of the answer', async () => {
    stubList();
    await renderArena('/en/arena');
    await table();
    const intro = screen.getByText(/How Arena is counted/);
    expect(intro.textContent).toContain('sixteen players in eight duos');
    expect(intro.textContent).toContain("a place, 1st to 8th, is the duo's");
    expect(intro.textContent).toContain('what Riot counts as an Arena win');
    expect(intro.textContent).toContain('Remakes never count.');
    expect(intro.textContent).toContain('125 Arena matches in these filters (2,000 players).');
  });

  it('shows every champion in the answer’s order with its figures and intervals', async () => {
    stubList();
    await renderArena('/en/arena');
    expect(await shownNames()).toEqual(['Ahri', 'Zed', 'Garen', "Kai'Sa", 'Nunu & Willump']);
    const [name, games, pickRate, place, topFour, first] = rowTexts(await row('Ahri'));
    expect(name).toBe('AhriPick rate 2.0%');
    expect([games, pickRate, first]).toEqual(['40', '2.0%', '17.5%']);
    expect(place?.startsWith('3.85')).toBe(true);
    expect(topFour?.startsWith('62.5%')).toBe(true);
    const ahri = await row('Ahri');
    expect(within(ahri).getAllByText('95% interval: 3.55–4.15')).not.toHaveLength(0);
    expect(within(ahri).getAllByText('95% interval: 52.5%–72.5%')).not.toHaveLength(0);
  });

  it('writes the figures as Russian and Turkish do', async () => {
    stubList();
    const { unmount } = await renderArena('/ru/arena');
    let texts = rowTexts(await row('Ahri', 'Чемпионы Арены'));
    expect(texts[3]?.startsWith('3,85')).toBe(true);
    expect(texts[4]?.startsWith('62,5\u00a0%')).toBe(true);
    expect(screen.getByText(/Как считается Арена/).textContent).toContain(
      'Матчей Арены в этих фильтрах: 125, игроков в них: 2\u00a0000.',
    );
    unmount();
    await renderArena('/tr/arena');
    texts = rowTexts(await row('Ahri', 'Arena şampiyonları'));
    expect(texts[3]?.startsWith('3,85')).toBe(true);
    expect(texts[4]?.startsWith('%62,5')).toBe(true);
  });

  it('marks the champions under the minimum sample, and not one at it', async () => {
    stubList();
    await renderArena('/en/arena');
    expect((await row('Zed')).querySelector('[data-small-sample]')).toBeNull();
    expect((await row('Ahri')).querySelector('[data-small-sample]')).toBeNull();
    for (const name of ["Kai'Sa", 'Nunu & Willump']) {
      const small = await row(name);
      expect(small.querySelector('[data-small-sample]'), name).not.toBeNull();
      expect(within(small).getByText('Small sample')).toBeTruthy();
    }
  });

  it('sorts by a figure from its column head, small samples last, and back to the answer’s order', async () => {
    stubList();
    await renderArena('/en/arena');
    await table();
    const head = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(head('Avg. place').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(head('Top 4')).getByRole('button'));
    expect(head('Top 4').getAttribute('aria-sort')).toBe('descending');
    expect(head('Avg. place').getAttribute('aria-sort')).toBe('none');
    expect(await shownNames()).toEqual(['Ahri', 'Zed', 'Garen', "Kai'Sa", 'Nunu & Willump']);
    expect(screen.getByText('Small samples last.')).toBeTruthy();

    fireEvent.click(within(head('Top 4')).getByRole('button'));
    expect(await shownNames()).toEqual(['Garen', 'Zed', 'Ahri', 'Nunu & Willump', "Kai'Sa"]);

    fireEvent.click(within(head('Games')).getByRole('button'));
    expect(await shownNames()).toEqual(['Garen', 'Ahri', 'Zed', "Kai'Sa", 'Nunu & Willump']);
    expect(screen.queryByText('Small samples last.')).toBeNull();

    fireEvent.click(within(head('Avg. place')).getByRole('button'));
    expect(await shownNames()).toEqual(['Ahri', 'Zed', 'Garen', "Kai'Sa", 'Nunu & Willump']);
    fireEvent.click(within(head('Avg. place')).getByRole('button'));
    expect(await shownNames()).toEqual(['Garen', 'Zed', 'Ahri', 'Nunu & Willump', "Kai'Sa"]);
  });

  it('links each champion to its Arena page and the augments to their list, in the same filters', async () => {
    stubList();
    await renderArena('/en/arena?region=kr&patch=15.21');
    await table();
    expect(screen.getByRole('link', { name: 'Ahri' }).getAttribute('href')).toBe(
      '/en/arena/ahri?patch=15.21&region=kr',
    );
    expect(screen.getByRole('link', { name: /All Arena augments/ }).getAttribute('href')).toBe(
      '/en/arena/augments?patch=15.21&region=kr',
    );
  });

  it('offers the answer’s patches and the regions, and asks again for the one chosen', async () => {
    const fetchMock = stubList();
    const { router } = await renderArena('/en/arena');
    await table();
    const patch = screen.getByRole('combobox', { name: 'Patch' });
    expect(
      within(patch)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['15.22 (current)', 'Patch 15.21']);
    fireEvent.change(patch, { target: { value: '15.21' } });
    await waitFor(() => expect(router.state.location.search).toBe('?patch=15.21'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), {
      target: { value: 'euw1' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?patch=15.21&region=euw1'));
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, '/api/arena').map((url) => Object.fromEntries(url.searchParams)),
      ).toContainEqual({ patch: '15.21', region: 'euw1', lang: 'en' }),
    );
  });

  it('says honestly that no Arena match is collected yet, or none in the filters chosen', async () => {
    stubList(() => emptyArenaTierList());
    const { unmount } = await renderArena('/en/arena');
    expect(await screen.findByText('No Arena matches yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Arena matches in these filters/)).toBeNull();
    unmount();

    await renderArena('/en/arena?region=kr');
    expect(await screen.findByText('No Arena matches in these filters')).toBeTruthy();
    expect(screen.getByText(/Nothing was collected for Newest patch, KR/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset filters' }).getAttribute('href')).toBe(
      '/en/arena',
    );
  });

  it('offers to try again when the list cannot be loaded', async () => {
    stubList(() => errorResponse(500));
    await renderArena('/en/arena');
    expect(await screen.findByText("Couldn't load the Arena statistics")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('names the filters in the title and leaves the newest patch out of the canonical address', async () => {
    stubList();
    await renderArena('/ru/arena?region=euw1&patch=15.22');
    await table('Чемпионы Арены');
    await waitFor(() => expect(document.title).toBe('Тир-лист Арены (EUW) — RiftScope'));
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        /\/ru\/arena\?region=euw1$/,
      ),
    );
  });
});

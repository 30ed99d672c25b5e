import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../test/render.tsx';
import { arenaAugments, emptyArenaAugments, unnamedArenaAugments } from './test/arena-fixtures.ts';
import { renderArena, rowOf, rowTexts, stubArena } from './test/arena-harness.tsx';

const stubAugments = (list: () => unknown = () => arenaAugments()) => stubArena(() => list());

const table = () => screen.findByRole('table', { name: 'Arena augments' });

async function shownNames() {
  const rows = within(await table()).getAllByRole('rowheader');
  return rows.map((row) => within(row).getByRole('link').textContent);
}

const search = () => screen.getByRole('searchbox', { name: 'Search augments by name' });

describe('ArenaAugmentsPage', () => {
  it('is the augment list, not a champion called "augments", asked for in the address’s filters', async () => {
    const fetchMock = stubAugments();
    await renderArena('/en/arena/augments?region=euw1');
    await screen.findByRole('heading', { level: 1, name: 'Arena augments' });
    expect(requestsTo(fetchMock, '/api/arena/augments')).toHaveLength(1);
    expect(
      requestsTo(fetchMock, '/api/arena/augments').map((url) =>
        Object.fromEntries(url.searchParams),
      ),
    ).toEqual([{ region: 'euw1', lang: 'en' }]);
  });

  it('ranks the augments by average place, small samples last, each linked to its page', async () => {
    stubAugments();
    await renderArena('/en/arena/augments?patch=15.21');
    expect(await shownNames()).toEqual([
      'Goliath',
      'Blade Waltz',
      'Mad Scientist',
      "Can't Touch This",
    ]);
    const goliath = rowOf(await table(), 'Goliath');
    expect(within(goliath).getByRole('link').getAttribute('href')).toBe(
      '/en/arena/augments/1402?patch=15.21',
    );
    const [, games, pickRate, place] = rowTexts(goliath);
    expect([games, pickRate]).toEqual(['250', '12.5%']);
    expect(place?.startsWith('3.90')).toBe(true);
    const small = rowOf(await table(), "Can't Touch This");
    expect(small.querySelector('[data-small-sample]')).not.toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('draws each augment’s icon from our own origin beside its name, at a fixed size, lazily', async () => {
    stubAugments();
    await renderArena('/en/arena/augments');
    const icon = rowOf(await table(), 'Goliath').querySelector('img');
    expect(icon?.getAttribute('src')).toBe('/cdn/cdragon/augments/1402.png');
    expect([icon?.getAttribute('width'), icon?.getAttribute('height')]).toEqual(['32', '32']);
    expect(icon?.className).toContain('size-8');
    expect(icon?.getAttribute('alt')).toBe('');
    expect(icon?.getAttribute('loading')).toBe('lazy');
    expect(icon?.getAttribute('decoding')).toBe('async');
  });

  it('narrows the list as a name is typed, case and punctuation aside, and says how many show', async () => {
    stubAugments();
    await renderArena('/en/arena/augments');
    await table();
    fireEvent.change(search(), { target: { value: 'CANT TOUCH' } });
    expect(await shownNames()).toEqual(["Can't Touch This"]);
    expect(screen.getByText('1 of 4 augments shown.')).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'zzz' } });
    expect(screen.getByText('No augment matches “zzz”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await shownNames()).toHaveLength(4);
  });

  it('sorts by pick rate from its column head', async () => {
    stubAugments();
    await renderArena('/en/arena/augments');
    await table();
    const head = screen.getByRole('columnheader', { name: /Pick rate/ });
    fireEvent.click(within(head).getByRole('button'));
    expect(head.getAttribute('aria-sort')).toBe('descending');
    expect(await shownNames()).toEqual([
      'Blade Waltz',
      'Goliath',
      'Mad Scientist',
      "Can't Touch This",
    ]);
  });

  it('says so when Community Dragon could not name the augments, and shows and finds them by id', async () => {
    stubAugments(() => unnamedArenaAugments());
    await renderArena('/en/arena/augments');
    await table();
    expect(screen.getByRole('note').textContent).toBe(
      'Augment names and icons could not be loaded from Community Dragon, so augments are shown by their ids instead.',
    );
    expect(await shownNames()).toEqual([
      'Augment 1402',
      'Augment 1205',
      'Augment 1301',
      'Augment 1503',
    ]);
    // No icon to load: each row keeps its tile, at the icon's size.
    expect((await table()).querySelector('img')).toBeNull();
    fireEvent.change(search(), { target: { value: '1301' } });
    expect(await shownNames()).toEqual(['Augment 1301']);
  });

  it('says it in Russian and Turkish too', async () => {
    stubAugments(() => unnamedArenaAugments());
    const { unmount } = await renderArena('/ru/arena/augments');
    await screen.findByRole('table', { name: 'Аугменты Арены' });
    expect(screen.getByRole('note').textContent).toContain('Community Dragon');
    expect(screen.getByRole('link', { name: 'Аугмент 1205' })).toBeTruthy();
    unmount();
    await renderArena('/tr/arena/augments');
    await screen.findByRole('table', { name: 'Arena güçlendirmeleri' });
    expect(screen.getByRole('link', { name: 'Güçlendirme 1205' })).toBeTruthy();
  });

  it('says honestly that no Arena match is collected in the filters', async () => {
    stubAugments(() => emptyArenaAugments());
    await renderArena('/en/arena/augments?patch=15.21');
    expect(await screen.findByText('No Arena matches in these filters')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset filters' }).getAttribute('href')).toBe(
      '/en/arena/augments',
    );
    expect(screen.getByRole('link', { name: /Arena tier list/ }).getAttribute('href')).toBe(
      '/en/arena?patch=15.21',
    );
  });

  it('heads the page with its own title and canonical address', async () => {
    stubAugments();
    await renderArena('/en/arena/augments?patch=15.21');
    await table();
    await waitFor(() =>
      expect(document.title).toBe(
        'Arena augments: pick rate and average place (Patch 15.21) — RiftScope',
      ),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/en\/arena\/augments\?patch=15\.21$/,
    );
  });
});

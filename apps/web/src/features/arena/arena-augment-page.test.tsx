import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestsTo } from '../../test/render.tsx';
import { arenaAugment, arenaRecord, augment } from './test/arena-fixtures.ts';
import { renderArena, rowOf, rowTexts, stubArena } from './test/arena-harness.tsx';

const stubAugment = (detail: () => unknown = () => arenaAugment()) => stubArena(() => detail());

describe('ArenaAugmentPage', () => {
  it('asks for the augment of the address in its filters', async () => {
    const fetchMock = stubAugment();
    await renderArena('/en/arena/augments/1205?patch=15.21&role=TOP');
    await screen.findByRole('heading', { level: 1, name: 'Blade Waltz' });
    expect(
      requestsTo(fetchMock, '/api/arena/augments/1205').map((url) =>
        Object.fromEntries(url.searchParams),
      ),
    ).toEqual([{ patch: '15.21', lang: 'en' }]);
  });

  it('shows its record and the champions that take it most, linked to their Arena pages', async () => {
    stubAugment();
    await renderArena('/en/arena/augments/1205?region=kr');
    await screen.findByRole('heading', { level: 1, name: 'Blade Waltz' });
    const stats = screen.getByLabelText('Blade Waltz in Arena');
    expect(stats.textContent).toContain('Average place4.20');
    expect(stats.textContent).toContain('Top four55.0%');
    expect(stats.textContent).toContain('Games300Taken by 15.0% of all players.');
    const table = screen.getByRole('table', { name: 'Champions that take Blade Waltz' });
    const ahri = rowOf(table, 'Ahri');
    expect(within(ahri).getByRole('link').getAttribute('href')).toBe('/en/arena/ahri?region=kr');
    const [, games, pickRate] = rowTexts(ahri);
    expect([games, pickRate]).toEqual(['24', '60.0%']);
    expect(rowOf(table, "Kai'Sa").querySelector('[data-small-sample]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Arena augments' }).getAttribute('href')).toBe(
      '/en/arena/augments?region=kr',
    );
  });

  it('heads the page with the augment’s icon from our own origin', async () => {
    stubAugment();
    await renderArena('/en/arena/augments/1205');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Blade Waltz' });
    const icon = heading.closest('header')?.querySelector('img');
    expect(icon?.getAttribute('src')).toBe('/cdn/cdragon/augments/1205.png');
    expect([icon?.getAttribute('width'), icon?.getAttribute('height')]).toEqual(['80', '80']);
    expect(icon?.getAttribute('loading')).toBe('lazy');
  });

  it('shows an augment Community Dragon did not name by its id, and says why', async () => {
    stubAugment(() => arenaAugment({ has_names: false, augment: augment(1205, null) }));
    await renderArena('/tr/arena/augments/1205');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Güçlendirme 1205' });
    expect(heading.closest('header')?.querySelector('img')).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('Community Dragon');
    await waitFor(() =>
      expect(document.title).toBe(
        'Güçlendirme 1205: Arena güçlendirmesi istatistikleri — RiftScope',
      ),
    );
  });

  it('says honestly that no one took it in the filters', async () => {
    stubAugment(() => arenaAugment({ stats: arenaRecord(0, 0, 0, 0, 0), champions: [] }));
    await renderArena('/en/arena/augments/1205');
    await screen.findByRole('heading', { level: 1, name: 'Blade Waltz' });
    expect(screen.getByText('No one took Blade Waltz in these filters')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the not-found page for an id that names no augment', async () => {
    stubAugment(() => errorResponse(404, 'Augment not found'));
    await renderArena('/en/arena/augments/999999');
    expect(await screen.findByText('Not found page')).toBeTruthy();
  });
});

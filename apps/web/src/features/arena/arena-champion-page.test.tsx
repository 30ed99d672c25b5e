import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestsTo } from '../../test/render.tsx';
import { arenaChampion, emptyArenaChampion } from './test/arena-fixtures.ts';
import { renderArena, rowOf, rowTexts, stubArena } from './test/arena-harness.tsx';

const stubChampion = (detail: () => unknown = () => arenaChampion()) => stubArena(() => detail());

const heading = (name = 'Ahri') => screen.findByRole('heading', { level: 1, name });

/** The row of an entry in the table called `table`. */
const row = (table: string, name: string) =>
  rowOf(screen.getByRole('table', { name: table }), name);

describe('ArenaChampionPage', () => {
  it('asks for the champion in the patch and region of the address', async () => {
    const fetchMock = stubChampion();
    await renderArena('/en/arena/Ahri?region=kr&tier=all');
    await heading();
    expect(
      requestsTo(fetchMock, '/api/arena/Ahri').map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([{ region: 'kr', lang: 'en' }]);
  });

  it('heads the page with the champion’s record and intervals, and says what shares are of', async () => {
    stubChampion();
    await renderArena('/en/arena/ahri');
    await heading();
    expect(
      screen.getByText("Shares are of this champion's games; a place is the duo's."),
    ).toBeTruthy();
    const stats = screen.getByLabelText('Ahri in Arena');
    expect(stats.textContent).toContain('Average place3.85');
    expect(within(stats).getAllByText('95% interval: 3.55–4.15')).not.toHaveLength(0);
    expect(stats.textContent).toContain('Top four62.5%');
    expect(within(stats).getAllByText('95% interval: 52.5%–72.5%')).not.toHaveLength(0);
    expect(stats.textContent).toContain('First place17.5%');
    expect(stats.textContent).toContain('Games40Picked by 2.0% of all players.');
    expect(within(stats).queryByText('Small sample')).toBeNull();
  });

  it('shows the games by place, the top four apart', async () => {
    stubChampion();
    await renderArena('/en/arena/ahri');
    await heading();
    const places = screen.getByRole('table', { name: "Ahri's games by place" });
    const rows = within(places).getAllByRole('row').slice(1);
    expect(rows.map((place) => rowTexts(place))).toEqual([
      ['1st', '7', '17.5%'],
      ['2nd', '6', '15.0%'],
      ['3rd', '6', '15.0%'],
      ['4th', '6', '15.0%'],
      ['5th', '5', '12.5%'],
      ['6th', '4', '10.0%'],
      ['7th', '3', '7.5%'],
      ['8th', '3', '7.5%'],
    ]);
    expect(rows.filter((place) => place.hasAttribute('data-top-four'))).toHaveLength(4);
  });

  it('lists augments, items and duo partners with their figures, an unnamed augment by its id', async () => {
    stubChampion();
    await renderArena('/en/arena/ahri?patch=15.21');
    await heading();
    const augments = 'Augments taken with Ahri';
    const blade = row(augments, 'Blade Waltz');
    expect(within(blade).getByRole('link', { name: 'Blade Waltz' }).getAttribute('href')).toBe(
      '/en/arena/augments/1205?patch=15.21',
    );
    const [, games, pickRate, place, topFour] = rowTexts(blade);
    expect([games, pickRate]).toEqual(['24', '60.0%']);
    expect(place?.startsWith('3.50')).toBe(true);
    expect(topFour?.startsWith('66.7%')).toBe(true);
    const unnamed = row(augments, 'Augment 1301');
    expect(within(unnamed).getByRole('link', { name: 'Augment 1301' }).getAttribute('href')).toBe(
      '/en/arena/augments/1301?patch=15.21',
    );
    expect(unnamed.querySelector('[data-small-sample]')).not.toBeNull();
    expect(blade.querySelector('[data-small-sample]')).toBeNull();
    expect(blade.querySelector('img')?.getAttribute('src')).toBe('/cdn/cdragon/augments/1205.png');
    expect(unnamed.querySelector('img')).toBeNull();

    const deathcap = row('Items built on Ahri', "Rabadon's Deathcap");
    expect(within(deathcap).queryByRole('link')).toBeNull();
    expect(rowTexts(deathcap)[1]).toBe('30');

    const partners = 'Duo partners of Ahri';
    expect(
      within(row(partners, 'Zed')).getByRole('link', { name: 'Zed' }).getAttribute('href'),
    ).toBe('/en/arena/zed?patch=15.21');
    expect(row(partners, 'Zed').querySelector('[data-small-sample]')).toBeNull();
    expect(row(partners, 'Garen').querySelector('[data-small-sample]')).not.toBeNull();
  });

  it('writes its figures in Russian', async () => {
    stubChampion();
    await renderArena('/ru/arena/ahri');
    await heading();
    const stats = screen.getByLabelText('Ahri на Арене');
    expect(stats.textContent).toContain('Среднее место3,85');
    expect(stats.textContent).toContain('Выбирают 2,0\u00a0% всех игроков.');
    const [, games, pickRate] = rowTexts(row('Аугменты чемпиона Ahri', 'Аугмент 1301'));
    expect([games, pickRate]).toEqual(['3', '7,5\u00a0%']);
    expect(screen.getByText('Доли — от игр этого чемпиона; место — общее для дуэта.')).toBeTruthy();
  });

  it('says honestly that the champion has no Arena game in the filters', async () => {
    stubChampion(() => emptyArenaChampion());
    await renderArena('/en/arena/ahri?region=kr');
    await heading();
    expect(screen.getByText('No Arena games with Ahri in these filters')).toBeTruthy();
    expect(
      screen.getByText('Filters: Newest patch, KR. Try another patch or region.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('Ahri in Arena')).toBeNull();
  });

  it('shows the not-found page for a key that names no champion, or cannot name one', async () => {
    stubChampion(() => errorResponse(404, 'Champion not found'));
    const { unmount } = await renderArena('/en/arena/nobody');
    expect(await screen.findByText('Not found page')).toBeTruthy();
    unmount();
    stubChampion(() => errorResponse(422));
    await renderArena(`/en/arena/${'x'.repeat(50)}`);
    expect(await screen.findByText('Not found page')).toBeTruthy();
  });

  it('offers to try again when the champion cannot be loaded', async () => {
    stubChampion(() => errorResponse(503));
    await renderArena('/en/arena/ahri');
    expect(await screen.findByText("Couldn't load this champion's Arena statistics")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('names the champion in the head, its canonical address without the newest patch', async () => {
    stubChampion();
    await renderArena('/tr/arena/Ahri?patch=15.22&region=kr');
    await heading();
    await waitFor(() =>
      expect(document.title).toBe(
        "Arena'da Ahri: güçlendirmeler, eşyalar ve takım arkadaşları — RiftScope",
      ),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/tr\/arena\/ahri\?region=kr$/,
    );
  });
});

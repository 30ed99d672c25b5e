import type { ChampionCounter, ChampionSlice } from '@riftscope/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { CountersCell, FoldedCounters } from './counters.tsx';
import { championRow, championsPage } from './test/tier-list-fixtures.ts';
import { findRow, header, renderTierList, stubApi } from './test/tier-list-harness.tsx';

const SLICE: ChampionSlice = { queue: 420, patch: '15.22', region: 'euw1', tier: 'emerald_plus' };

const counter = (
  id: number,
  name: string,
  games: number,
  rates: [number, number, number],
): ChampionCounter => ({
  champion: { id, key: name.toLowerCase(), name, image_url: `https://cdn/${name}.png` },
  games,
  win_rate: rates[0],
  win_rate_low: rates[1],
  win_rate_high: rates[2],
});

const ZED = counter(238, 'Zed', 100, [40, 30.94, 49.8]);
const SYNDRA = counter(134, 'Syndra', 50, [40, 27.61, 53.82]);
const ANNIE = counter(1, 'Annie', 1, [30, 10.78, 60.32]);
const row = championRow(103, { name: 'Ahri', role: 'MIDDLE', counters: [ZED, SYNDRA, ANNIE] });

const renderAt = (path: string, element: React.ReactNode) =>
  renderRoutes([{ path: '/:lang/x', element }], path);

describe('a tier-list row’s counters', () => {
  it('shows three icons, hardest first, each linking to its champion page in the row’s role and slice', async () => {
    await renderAt('/en/x', <CountersCell row={row} language="en" slice={SLICE} />);
    const list = await screen.findByRole('list', { name: 'Hardest matchups of Ahri' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Against Zed: win rate 40.0%, 100 games',
      'Against Syndra: win rate 40.0%, 50 games',
      'Against Annie: win rate 30.0%, 1 game',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(
      '/en/champions/zed?role=MIDDLE&patch=15.22&region=euw1',
    );
    // The tooltip carries the rate's interval.
    expect(list.querySelector('[data-interval="30.94-49.8"]')).not.toBeNull();
  });

  it('says "--" for a row without counters', async () => {
    await renderAt(
      '/en/x',
      <CountersCell row={{ ...row, counters: [] }} language="en" slice={SLICE} />,
    );
    expect(await screen.findByText('--')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('folds into icons on a phone, opened by a tap to each one’s win rate, interval and games', async () => {
    await renderAt('/ru/x', <FoldedCounters row={row} language="ru" slice={SLICE} />);
    const toggle = await screen.findByRole('button', { name: 'Сложные матчапы: Ahri' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Zed', 'Syndra', 'Annie']);
    expect(links[1]?.getAttribute('href')).toMatch(/^\/ru\/champions\/syndra\?role=MIDDLE&/);
    expect(screen.getByText('100 игр')).toBeTruthy();
    expect(screen.getByText('1 игра')).toBeTruthy();
    expect(document.querySelector('[data-interval="27.61-53.82"]')).not.toBeNull();
  });

  it('shows nothing folded for a row without counters', async () => {
    const { container } = await renderAt(
      '/tr/x',
      <FoldedCounters row={{ ...row, counters: [] }} language="tr" slice={SLICE} />,
    );
    expect(container.querySelector('[data-counters]')).toBeNull();
  });
});

describe('the tier list’s Hardest matchups', () => {
  it('is a column of the wide table and folds under the name on phones', async () => {
    stubApi(() => championsPage([row, championRow(2, { name: 'Garen', counters: [] })]));
    await renderTierList();
    const ahri = await findRow('Ahri');
    expect(header(/^Hardest matchups/).getAttribute('title')).toMatch(/at least 10 games/);
    const cell = within(ahri).getByRole('list', { name: 'Hardest matchups of Ahri' });
    expect(cell.closest('td')?.className).toContain('sm:table-cell');
    expect(within(cell).getAllByRole('link')).toHaveLength(3);
    const folded = within(ahri).getByRole('button', { name: 'Hardest matchups of Ahri' });
    expect(folded.closest('th')).not.toBeNull();
    // The games stay the last column.
    expect(ahri.querySelector('td:last-child')?.textContent).toBe('1,234');
    const garen = await findRow('Garen');
    expect(within(garen).queryByRole('button', { name: /Hardest matchups/ })).toBeNull();
  });
});

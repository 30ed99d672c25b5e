import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { championsMeta } from '../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { renderRoutes, stubFetch } from '../../test/render.tsx';
import { ChampionPage } from './champion-page.tsx';
import { winRateSpan } from './components/trend-chart.tsx';
import { championPage, guidesOf, sample } from './test/champion-fixtures.ts';

const noBestPlayers = { season: 2025, min_games: 5, newest_game_at: null, data: [] };

function stubApi(page = championPage()) {
  return stubFetch((url) => {
    if (url.pathname === '/api/champions/meta') return championsMeta();
    if (url.pathname.endsWith('/best-players')) return noBestPlayers;
    if (url.pathname === '/api/guides') return guidesOf([]);
    return page;
  });
}

const renderPage = (path = '/en/champions/ahri') =>
  renderRoutes(
    [
      {
        path: '/:lang/champions/:championKey',
        element: <ChampionPage notFound={<p>Not found page</p>} />,
      },
    ],
    path,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChampionPage patch trend', () => {
  it('reads each patch to screen readers: win rate with its interval, pick rate and games', async () => {
    stubApi();
    await renderPage();
    const panel = await screen.findByRole('region', { name: 'Patch trend' });
    expect(within(panel).getByText('Patches 15.20–15.23')).toBeTruthy();
    const table = within(panel).getByRole('table', {
      name: 'Win rate, pick rate and games of Ahri in this role by patch',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['15.20', '49.8% (95% interval: 46.7%–52.9%)', '6.9%', '980'],
      ['15.21', '50.0% (95% interval: 21.5%–78.5%)', '0.1%', '8 (Small sample)'],
      ['15.22', '51.2% (95% interval: 48.3%–54.0%)', '7.9%', '1,190'],
      ['15.23', '52.4% (95% interval: 49.6%–55.1%)', '8.1%', '1,234'],
    ]);
  });

  it("shows a patch's card on hover and steps through the patches with the arrow keys", async () => {
    stubApi();
    await renderPage();
    const chart = await screen.findByRole('img', {
      name: 'Win rate and pick rate of Ahri in this role by patch, 15.20 to 15.23',
    });
    expect(document.querySelector('.trend-readout')).toBeNull();
    const target = chart.querySelector('.trend-target[data-patch="15.22"]') as Element;
    fireEvent.pointerEnter(target, { pointerType: 'mouse' });
    const card = document.querySelector('.trend-readout') as HTMLElement;
    expect(card.textContent).toContain('Patch 15.22');
    expect(card.textContent).toContain('Win rate: 51.2% (95% interval: 48.3%–54.0%)');
    expect(card.textContent).toContain('Pick rate: 7.9%');
    expect(card.textContent).toContain('1,190 games');

    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    const previous = document.querySelector('.trend-readout') as HTMLElement;
    expect(previous.textContent).toContain('Patch 15.21');
    expect(previous.textContent).toContain('8 games · Small sample');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(document.querySelector('.trend-readout')?.textContent).toContain('Patch 15.23');
  });

  it('draws every patch with games, and says when there is one patch only', async () => {
    stubApi(championPage({ trend: [{ patch: '15.23', ...sample(1234, 52.35, 8.1) }] }));
    await renderPage('/ru/champions/ahri');
    const panel = await screen.findByRole('region', { name: 'По патчам' });
    expect(panel.textContent).toContain(
      'Пока есть игры только на патче 15.23: динамика появится со следующим патчем.',
    );
    expect(within(panel).queryByRole('img')).toBeNull();
  });

  it('spans the win rate axis over every interval, at least 4 points either side of 50%', () => {
    expect(winRateSpan([{ patch: '15.1', ...sample(980, 49.8, 6.9) }])).toBe(4);
    expect(winRateSpan([{ patch: '15.1', ...sample(8, 50, 0.1) }])).toBe(29);
    expect(
      winRateSpan([
        {
          patch: '15.1',
          games: 0,
          win_rate: null,
          win_rate_low: null,
          win_rate_high: null,
          pick_rate: null,
        },
      ]),
    ).toBe(4);
  });
});

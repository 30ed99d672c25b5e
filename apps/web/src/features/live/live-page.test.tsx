import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { LivePage } from './live-page.tsx';
import { liveGame } from './test/live-fixtures.ts';

const PATH = '/en/live/euw1/Baron%20Stealer/EUW';
const LIVE_API = '/api/summoners/euw1/Baron%20Stealer/EUW/live';

const renderLive = (path = PATH) =>
  renderRoutes([{ path: '/:lang/live/:region/:gameName/:tagLine', element: <LivePage /> }], path);

describe('LivePage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the queue in upper case and a game timer that ticks every second', async () => {
    // Only the clock is faked: the page's requests and Testing Library still use real timeouts.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    stubFetch(() => liveGame(65));
    await renderLive();

    expect(await screen.findByText('RANKED SOLO/DUO')).toBeTruthy();
    expect(screen.getByText('1:05')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('1:06')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(59 * 60_000);
    });
    expect(screen.getByText('1:00:06')).toBeTruthy();
  });

  it('puts the upper-case queue in the page language', async () => {
    stubFetch(() => liveGame(65));
    await renderLive('/tr/live/euw1/Baron%20Stealer/EUW');

    expect(await screen.findByText('DERECELİ TEK/ÇİFT')).toBeTruthy();
  });

  it('estimates the win chance from the ranked players of each team', async () => {
    stubFetch(() => liveGame(300));
    await renderLive();

    // Blue: Gold (4) × 0.6 = 2.4 for both ranked players; red: Silver (3) × 0.5 = 1.5.
    // 2.4 / (2.4 + 1.5) = 61.5 % → 62 for blue, 38 for red.
    const chance = await screen.findByRole('region', { name: 'Win chance' });
    expect(within(chance).getByText('Blue 62%')).toBeTruthy();
    expect(within(chance).getByText('Red 38%')).toBeTruthy();
    expect(screen.getByTestId('win-chance-blue').style.width).toBe('62%');
  });

  it('splits the bar evenly when no player is ranked', async () => {
    stubFetch(() =>
      liveGame(300, {
        blue_team: liveGame(0).blue_team.map((p) => ({
          ...p,
          summoner: p.summoner && { ...p.summoner, rank: null },
        })),
        red_team: [],
      }),
    );
    await renderLive();

    expect(await screen.findByText('Blue 50%')).toBeTruthy();
    expect(screen.getByText('Red 50%')).toBeTruthy();
  });

  it("lists both teams with each player's rank and a link to their summoner page", async () => {
    stubFetch(() => liveGame(300));
    await renderLive();

    const blue = await screen.findByRole('region', { name: 'Blue Team' });
    const red = screen.getByRole('region', { name: 'Red Team' });
    expect(within(blue).getAllByRole('listitem')).toHaveLength(3);
    expect(within(blue).getAllByText('Gold II')).toHaveLength(2);
    // The written tier has its emblem beside it, hidden from screen readers; unranked has none.
    for (const tier of within(blue).getAllByText('Gold II')) {
      expect(tier.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(within(blue).getByText('Unranked').querySelector('svg')).toBeNull();
    expect(within(red).getByText('Bot')).toBeTruthy();
    expect(
      within(red)
        .getByRole('link', { name: /^Silver Scrapes ?#EUW$/ })
        .getAttribute('href'),
    ).toBe('/en/summoner/euw1/Silver%20Scrapes/EUW');
    const viewed = within(blue)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'true');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]?.textContent).toContain('Baron Stealer');
  });

  it('shows User not in game with a Back button when the player is not in a game', async () => {
    const fetchMock = stubFetch(() => errorResponse(404, 'Not in a game'));
    const { router } = await renderLive('/en/news');
    await act(() => router.navigate(PATH));

    expect(await screen.findByText('Player not in game')).toBeTruthy();
    expect(screen.getByText(/isn't in a match right now/)).toBeTruthy();
    // The live query is not retried: one request, one answer.
    expect(requestsTo(fetchMock, LIVE_API)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/news'));
  });

  it("goes to the player's profile from Back when the page was opened directly", async () => {
    stubFetch(() => errorResponse(503));
    const { router } = await renderLive();

    fireEvent.click(await screen.findByRole('button', { name: /Back/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/summoner/euw1/Baron%20Stealer/EUW'),
    );
  });

  it('names the page after the player', async () => {
    stubFetch(() => liveGame(300));
    await renderLive();

    await screen.findByRole('region', { name: 'Blue Team' });
    await waitFor(() => expect(document.title).toBe('Baron Stealer#EUW — live game — RiftScope'));
  });
});

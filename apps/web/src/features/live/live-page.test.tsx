import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { LivePage } from './live-page.tsx';
import { ban, championGames, liveGame, livePlayer, rank } from './test/live-fixtures.ts';

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
    // The players' list, apart from the list of bans.
    const bluePlayers = within(within(blue).getByRole('list', { name: 'Blue Team' })).getAllByRole(
      'listitem',
    );
    expect(bluePlayers).toHaveLength(3);
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
    const viewed = bluePlayers.filter((item) => item.getAttribute('aria-current') === 'true');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]?.textContent).toContain('Baron Stealer');
  });

  it("shows each ranked player's season win rate and ranked games", async () => {
    stubFetch(() => liveGame(300));
    await renderLive();

    const blue = await screen.findByRole('region', { name: 'Blue Team' });
    expect(within(blue).getAllByText('60% WR · 10 games')).toHaveLength(2);
    const red = screen.getByRole('region', { name: 'Red Team' });
    expect(within(red).getByText('50% WR · 10 games')).toBeTruthy();
  });

  it('lists each team’s bans in pick-turn order under it, a skipped ban as an empty slot', async () => {
    stubFetch(() =>
      liveGame(300, {
        bans: [ban(200, 7, 'Zed'), ban(100, 2, null), ban(200, 6, 'Yasuo'), ban(100, 1, 'Ahri')],
      }),
    );
    await renderLive();

    const blue = await screen.findByRole('region', { name: 'Blue Team' });
    const blueBans = within(blue).getByRole('list', { name: 'Bans' });
    expect(
      within(blueBans)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label') ?? img.getAttribute('alt')),
    ).toEqual(['Ahri', 'No ban']);
    const red = screen.getByRole('region', { name: 'Red Team' });
    const redBans = within(red).getByRole('list', { name: 'Bans' });
    expect(
      within(redBans)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Yasuo', 'Zed']);
  });

  it('shows no bans in a game without them', async () => {
    stubFetch(() => liveGame(300, { bans: [] }));
    await renderLive();

    await screen.findByRole('region', { name: 'Blue Team' });
    expect(screen.queryByRole('list', { name: 'Bans' })).toBeNull();
  });

  it("labels each player's games on their champion this season as stored games, or says there are none", async () => {
    stubFetch(() => liveGame(300));
    await renderLive();

    const blue = await screen.findByRole('region', { name: 'Blue Team' });
    expect(
      within(blue).getByText('Ahri: 12 games · 58% WR this season (stored games)'),
    ).toBeTruthy();
    expect(within(blue).getAllByText('No stored games on Ahri this season')).toHaveLength(2);
    // A bot has no stored games to speak of.
    const red = screen.getByRole('region', { name: 'Red Team' });
    expect(within(red).getAllByText(/this season/)).toHaveLength(1);
  });

  it("adds a player's stored mastery of their champion when the answer has one", async () => {
    const game = liveGame(300);
    const first = game.blue_team[0];
    if (!first?.summoner) throw new Error('the fixture has no first blue player');
    first.summoner.mastery = { level: 7, points: 250_000, fetched_at: '2025-05-10T08:00:00.000Z' };
    stubFetch(() => game);
    await renderLive();

    const blue = await screen.findByRole('region', { name: 'Blue Team' });
    expect(
      within(blue).getByText(
        'Ahri: 12 games · 58% WR this season (stored games) · mastery 7, 250K points',
      ),
    ).toBeTruthy();
    expect(within(blue).getAllByText(/mastery/)).toHaveLength(1);
  });

  it('marks the players of a premade group with one colour and number, and explains the markers', async () => {
    stubFetch(() =>
      liveGame(300, {
        red_team: [
          livePlayer('Silver Scrapes', 200, rank('SILVER', 0, 5), {}, { premade: 2 }),
          livePlayer('Silver Lining', 200, rank('SILVER', 0, 5), {}, { premade: 2 }),
          livePlayer('Lone Wolf', 200, null, {}, { games: championGames(1, 1) }),
        ],
      }),
    );
    await renderLive();

    await screen.findByRole('region', { name: 'Blue Team' });
    const first = screen.getAllByRole('img', { name: 'Premade group 1' });
    const second = screen.getAllByRole('img', { name: 'Premade group 2' });
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    const colour = (marker: HTMLElement | undefined) =>
      marker?.className.split(' ').find((c) => c.startsWith('bg-'));
    expect(colour(first[0])).toBe(colour(first[1]));
    expect(colour(second[0])).toBe(colour(second[1]));
    expect(colour(first[0])).not.toBe(colour(second[0]));
    expect(first[0]?.getAttribute('title')).toBe(
      'Queued together in at least 3 of their last 20 stored games',
    );
    expect(
      screen.getByText(
        'Same colour, same premade group: queued together in at least 3 of their last 20 stored games.',
      ),
    ).toBeTruthy();
    // The group is found within a team: nobody on red shares blue's group.
    const red = screen.getByRole('region', { name: 'Red Team' });
    expect(within(red).queryByRole('img', { name: 'Premade group 1' })).toBeNull();
  });

  it('shows no premade markers or legend when nobody queued together', async () => {
    const solo = liveGame(0).blue_team.map((p) => ({
      ...p,
      summoner: p.summoner && { ...p.summoner, premade: null },
    }));
    stubFetch(() => liveGame(300, { blue_team: solo }));
    await renderLive();

    await screen.findByRole('region', { name: 'Blue Team' });
    expect(screen.queryByRole('img', { name: /Premade group/ })).toBeNull();
    expect(screen.queryByText(/Same colour, same premade group/)).toBeNull();
  });

  it('says under the win-chance bar how the chance is computed', async () => {
    stubFetch(() => liveGame(300));
    await renderLive('/ru/live/euw1/Baron%20Stealer/EUW');

    const chance = await screen.findByRole('region', { name: 'Шансы на победу' });
    expect(
      within(chance).getByText(/^Как считается:.*игроки без ранга не учитываются/),
    ).toBeTruthy();
  });

  it('shows the red LIVE badge in the heading while a game is shown', async () => {
    stubFetch(() => liveGame(300));
    await renderLive();

    const heading = screen.getByRole('heading', { level: 1 });
    await screen.findByRole('region', { name: 'Blue Team' });
    expect(within(heading).getByText('Live game')).toBeTruthy();
  });

  it('shows User not in game with a Back button when the player is not in a game', async () => {
    const fetchMock = stubFetch(() => errorResponse(404, 'Not in a game'));
    const { router } = await renderLive('/en/news');
    await act(() => router.navigate(PATH));

    expect(await screen.findByText('Player not in game')).toBeTruthy();
    expect(screen.getByText(/isn't in a match right now/)).toBeTruthy();
    // The heading names the player without the red LIVE badge.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Baron Stealer#EUW');
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

  it('keeps a right-to-left override in the Riot ID from turning the rest of the title around', async () => {
    stubFetch(() => liveGame(300));
    await renderLive('/en/live/euw1/%E2%80%AEBaron%20Stealer/EUW');

    // The override is dropped and the Riot ID isolated (U+2068 … U+2069).
    await waitFor(() =>
      expect(document.title).toBe('\u2068Baron Stealer#EUW\u2069 — live game — RiftScope'),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      '\u2068Baron Stealer#EUW\u2069',
    );
  });
});

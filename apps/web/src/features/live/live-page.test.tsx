import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { LivePage } from './live-page.tsx';
import {
  ban,
  championGames,
  lanesGame,
  liveGame,
  livePlayer,
  rank,
  rankedForm,
} from './test/live-fixtures.ts';

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
    // The players' list, apart from the list of bans (and the lists inside each card).
    const bluePlayers = [...within(blue).getByRole('list', { name: 'Blue Team' }).children];
    expect(bluePlayers).toHaveLength(3);
    expect(within(blue).getAllByText('Gold II')).toHaveLength(2);
    // The written tier has its emblem beside it, hidden from screen readers.
    for (const tier of within(blue).getAllByText('Gold II')) {
      expect(tier.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(within(blue).getByText('No ranked games this season')).toBeTruthy();
    expect(within(red).getByText('Bot')).toBeTruthy();
    expect(
      within(red)
        .getByRole('link', { name: /^Silver Scrapes ?#EUW$/ })
        .getAttribute('href'),
    ).toBe('/en/summoner/euw1/Silver%20Scrapes/EUW');
    const viewed = blue.querySelectorAll('[aria-current="true"]');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]?.textContent).toContain('Baron Stealer');
  });

  it("shows each ranked player's season record and win rate, and Unranked beside recent ranked games", async () => {
    stubFetch(() =>
      liveGame(300, {
        red_team: [livePlayer('Silver Scrapes', 200, null, {}, { form: rankedForm('LW') })],
      }),
    );
    await renderLive();

    const blue = await screen.findByRole('region', { name: 'Blue Team' });
    expect(within(blue).getAllByText('6W 4L')).toHaveLength(2);
    expect(within(blue).getAllByText('6 wins, 4 losses')).toHaveLength(2);
    expect(within(blue).getAllByText('60% WR')).toHaveLength(2);
    const red = screen.getByRole('region', { name: 'Red Team' });
    expect(within(red).getByText('Unranked')).toBeTruthy();
    expect(within(red).queryByText('No ranked games this season')).toBeNull();
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
      within(blue).getByText('Ahri this season: 12 games · 58% WR · KDA 3.25 (stored games)'),
    ).toBeTruthy();
    // A player with no ranked game says that alone.
    expect(within(blue).getAllByText('No stored games on Ahri this season')).toHaveLength(1);
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
        'Ahri this season: 12 games · 58% WR · KDA 3.25 (stored games) · mastery 7, 250K points',
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

/** The lane rows of the lanes view, each as its role and the two players' names in order. */
function laneRows() {
  const lanes = screen.getByRole('region', { name: 'Lanes' });
  return [...(lanes.querySelector('ol')?.children ?? [])].map((row) => {
    const item = row as HTMLElement;
    const side = (name: string) =>
      within(within(item).getByRole('article', { name })).getAllByRole('link')[0]?.textContent;
    return [
      within(item).getByRole('heading', { level: 3 }).textContent,
      side('Blue Team'),
      side('Red Team'),
    ];
  });
}

/** The card of the player named `name`: the element marked by their Riot ID's link. */
const cardOf = (name: string) =>
  screen
    .getByRole('link', { name: new RegExp(`^${name} ?#EUW$`) })
    .closest('div.space-y-2') as HTMLElement;

describe('LivePage lanes and scouting', () => {
  it('faces the lanes in role order, blue against red, and says the roles are inferred', async () => {
    stubFetch(() => lanesGame());
    await renderLive();

    await screen.findByRole('region', { name: 'Lanes' });
    expect(laneRows()).toEqual([
      ['Top', 'Blue Top#EUW', 'Red Top#EUW'],
      ['Jungle', 'Blue Jungle#EUW', 'Red Jungle#EUW'],
      ['Middle', 'Baron Stealer#EUW', 'Red Mid#EUW'],
      ['Bottom', 'Blue Bottom#EUW', 'No Ranked#EUW'],
      ['Support', 'Blue Support#EUW', 'Red Support#EUW'],
    ]);
    expect(
      screen.getByText(
        "Roles are inferred from Smite, champions' usual roles and the players' recent games",
      ),
    ).toBeTruthy();
    // No team panels beside the lanes.
    expect(screen.queryByRole('region', { name: 'Blue Team' })).toBeNull();
  });

  it('puts each lane in the order of the roles even when a team is listed otherwise', async () => {
    const game = lanesGame();
    game.red_team.reverse();
    stubFetch(() => game);
    await renderLive();

    await screen.findByRole('region', { name: 'Lanes' });
    expect(laneRows().map((row) => row[2])).toEqual([
      'Red Top#EUW',
      'Red Jungle#EUW',
      'Red Mid#EUW',
      'No Ranked#EUW',
      'Red Support#EUW',
    ]);
  });

  it("lists each side's bans under the lanes, named by the side", async () => {
    stubFetch(() => lanesGame(300, { bans: [ban(100, 1, 'Zed'), ban(200, 6, 'Yasuo')] }));
    await renderLive();

    const lanes = await screen.findByRole('region', { name: 'Lanes' });
    const bansOf = (name: string) =>
      within(within(lanes).getByRole('list', { name }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt'));
    expect(bansOf('Blue Team bans')).toEqual(['Zed']);
    expect(bansOf('Red Team bans')).toEqual(['Yasuo']);
  });

  it('keeps the two team panels, with no lanes or notice, when the roles are not inferred', async () => {
    stubFetch(() => liveGame(300));
    await renderLive();

    expect(await screen.findByRole('region', { name: 'Blue Team' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Red Team' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lanes' })).toBeNull();
    expect(screen.queryByText(/Roles are inferred/)).toBeNull();
  });

  it('says which side of each lane is higher ranked, by the rank names alone', async () => {
    stubFetch(() => lanesGame());
    await renderLive();

    await screen.findByRole('region', { name: 'Lanes' });
    const rows = [
      ...(screen.getByRole('region', { name: 'Lanes' }).querySelector('ol')?.children ?? []),
    ];
    const spoken = rows.map((row) => row.querySelector('h3 + p .sr-only')?.textContent ?? null);
    expect(spoken).toEqual([
      'Same rank on both sides: Silver II',
      'Blue ranked higher: Gold II against Silver II',
      'Red ranked higher: Platinum II against Gold II',
      // One side has no ranked game: nothing to compare.
      null,
      'Red ranked higher: Platinum II against Gold II',
    ]);
    expect(rows[1]?.querySelector('h3 + p [aria-hidden="true"]')?.textContent).toBe(
      'Gold II>Silver II',
    );
  });

  it("gives each team's average rank beside the win chance, or unknown with too few ranked players", async () => {
    stubFetch(() => lanesGame());
    const { unmount } = await renderLive();

    const chance = await screen.findByRole('region', { name: 'Win chance' });
    // Blue: Silver II 10 LP and Gold II 20, 40, 0, 0 LP average Gold III; red's four ranked
    // players (Silver II 60 and 0, Platinum II 0 and 90 LP) average Gold II.
    const [blue, red] = within(chance)
      .getAllByText(/Average rank/)
      .map((p) => p.closest('p'));
    expect(blue?.textContent).toBe('Blue Team: Average rank:Gold III5 of 5 ranked');
    expect(red?.textContent).toBe('Red Team: Average rank:Gold II4 of 5 ranked');
    unmount();

    // Two ranked players of three on blue and one on red are too few.
    stubFetch(() => liveGame(300));
    await renderLive();
    const few = await screen.findByRole('region', { name: 'Win chance' });
    expect(within(few).getAllByText('Average rank unknown')).toHaveLength(2);
  });

  it("shows a player's recent ranked form: results, record, KDA, main role, and when only stored games count", async () => {
    const game = lanesGame();
    const mid = game.blue_team[2]?.summoner;
    if (!mid) throw new Error('the fixture has no blue mid');
    mid.form = rankedForm('WWLWL', { is_complete: false, main_role: 'JUNGLE' });
    stubFetch(() => game);
    await renderLive();

    await screen.findByRole('region', { name: 'Lanes' });
    const card = cardOf('Baron Stealer');
    const strip = within(card).getByRole('list', {
      name: 'Ranked results, newest first: 3 wins, 2 losses',
    });
    expect(
      within(strip)
        .getAllByRole('img')
        .map((cell) => cell.getAttribute('aria-label')),
    ).toEqual(['Win', 'Win', 'Loss', 'Win', 'Loss']);
    expect(within(card).getByText('3W 2L')).toBeTruthy();
    expect(within(card).getByText('KDA 3.10')).toBeTruthy();
    expect(within(card).getByText('Main role: Jungle')).toBeTruthy();
    expect(within(card).getByText('(stored games only)')).toBeTruthy();
    expect(within(cardOf('Blue Top')).queryByText('(stored games only)')).toBeNull();
  });

  it('says No ranked games this season instead of empty rank and form for a player without any', async () => {
    stubFetch(() => lanesGame());
    await renderLive();

    await screen.findByRole('region', { name: 'Lanes' });
    const card = cardOf('No Ranked');
    expect(within(card).getByText('No ranked games this season')).toBeTruthy();
    expect(within(card).queryByText('Unranked')).toBeNull();
    expect(within(card).queryByRole('list', { name: /Ranked results/ })).toBeNull();
    expect(within(card).queryByText(/No stored games on/)).toBeNull();
  });

  it("reaches a note's evidence from the keyboard: focus shows it, and it describes the chip", async () => {
    stubFetch(() => lanesGame());
    await renderLive();

    await screen.findByRole('region', { name: 'Lanes' });
    const notes = within(cardOf('Baron Stealer')).getByRole('list', { name: 'Player notes' });
    const chip = within(notes).getByRole('button', { name: 'Ahri one-trick: 75% of ranked games' });
    const evidence = document.getElementById(chip.getAttribute('aria-describedby') ?? '');
    expect(evidence?.textContent).toBe(
      '21 of their 28 ranked games stored this season were on Ahri',
    );
    expect(chip.getAttribute('aria-expanded')).toBe('false');
    act(() => chip.focus());
    expect(chip.getAttribute('aria-expanded')).toBe('true');
    expect(evidence?.className).not.toContain('sr-only');
    // Only the player with a note has one.
    expect(within(cardOf('Blue Top')).queryByRole('list', { name: 'Player notes' })).toBeNull();
  });

  it("opens the player's whole rune page from the Runes button and folds it again", async () => {
    stubFetch(() => lanesGame());
    await renderLive();

    await screen.findByRole('region', { name: 'Lanes' });
    const card = cardOf('Baron Stealer');
    const button = within(card).getByRole('button', { name: 'Runes' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).queryByText('Taste of Blood')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const page = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(page && card.contains(page)).toBe(true);
    const headings = within(page as HTMLElement).getAllByRole('heading', { level: 4 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Primary: Domination',
      'Secondary: Sorcery',
      'Shards',
    ]);
    for (const rune of ['Electrocute', 'Taste of Blood', 'Gathering Storm', 'Health Scaling']) {
      expect(within(page as HTMLElement).getByText(rune)).toBeTruthy();
    }

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).queryByText('Taste of Blood')).toBeNull();
  });

  it('folds how the win chance is computed behind an info button on a phone', async () => {
    stubFetch(() => liveGame(300));
    await renderLive();

    const chance = await screen.findByRole('region', { name: 'Win chance' });
    const info = within(chance).getByRole('button', { name: 'How is it computed?' });
    // The button is for phones; from sm the note is shown whatever it says.
    expect(info.className.split(' ')).toContain('sm:hidden');
    const note = document.getElementById(info.getAttribute('aria-controls') ?? '');
    expect(note?.textContent).toMatch(/^How it's computed:/);
    expect(note?.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'sm:block']));
    expect(info.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(info);
    expect(info.getAttribute('aria-expanded')).toBe('true');
    expect(note?.className.split(' ')).toContain('block');
    expect(note?.className.split(' ')).not.toContain('hidden');
    fireEvent.click(info);
    expect(note?.className.split(' ')).toContain('hidden');
  });
});

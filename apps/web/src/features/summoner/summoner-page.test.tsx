import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import {
  RECENT_SEARCHES_KEY,
  SEARCH_NAVIGATION,
} from '../../shared/summoner-search/recent-searches.ts';
import { errorResponse, requestsTo } from '../../test/render.tsx';
import { friend, summoner, topChampion, topChampions } from './test/summoner-fixtures.ts';
import {
  API,
  PAGE_PATH,
  renderSummonerPage,
  stubSummonerApi,
} from './test/summoner-test-setup.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

/** A promise the test settles when it wants the server to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// happy-dom gives spans no display, so the name has a space before the tag.
const RIOT_ID = /^Baron Stealer ?#EUW$/;
const profileHeading = () => screen.findByRole('heading', { level: 2, name: RIOT_ID });

describe('SummonerPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(notify.error).mockClear();
    vi.mocked(notify.success).mockClear();
  });

  it('asks for profile and matches together, and for the rest once the profile is known', async () => {
    const profile = deferred<unknown>();
    const fetchMock = stubSummonerApi({ summoner: () => profile.promise });
    await renderSummonerPage();

    await waitFor(() => expect(requestsTo(fetchMock, API.matches)).toHaveLength(1));
    expect(requestsTo(fetchMock, API.summoner)).toHaveLength(1);
    expect(screen.getByText('Loading the player…')).toBeTruthy();
    for (const path of [API.topChampions, API.friends, API.liveStatus]) {
      expect(requestsTo(fetchMock, path)).toHaveLength(0);
    }

    profile.resolve(summoner());
    expect(await profileHeading()).toBeTruthy();
    await waitFor(() => {
      for (const path of [API.topChampions, API.friends, API.liveStatus]) {
        expect(requestsTo(fetchMock, path)).toHaveLength(1);
      }
    });
    expect(requestsTo(fetchMock, API.matches)[0]?.searchParams.toString()).toBe(
      'page=1&perPage=10&region=euw1&lang=en',
    );
  });

  it('asks for the names of champions, items and runes in the language of the page', async () => {
    const fetchMock = stubSummonerApi();
    await renderSummonerPage('/ru/summoner/euw1/Baron%20Stealer/EUW');

    const named = [API.matches, API.topChampions, API.recent];
    await waitFor(() => {
      for (const path of named) expect(requestsTo(fetchMock, path)).toHaveLength(1);
    });
    expect(named.map((path) => requestsTo(fetchMock, path)[0]?.searchParams.get('lang'))).toEqual([
      'ru',
      'ru',
      'ru',
    ]);
  });

  it('shows Summoner not found in the region with a Back button that goes back one step', async () => {
    stubSummonerApi({ summoner: () => errorResponse(404) });
    const { router } = await renderSummonerPage('/en/news');
    await act(() => router.navigate(PAGE_PATH));

    expect(await screen.findByText('Summoner not found')).toBeTruthy();
    expect(
      screen.getByText(/There is no player Baron Stealer#EUW in EUW\. Check the name/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/news'));
  });

  it('offers the other regions where a stored player has the Riot ID that was not found', async () => {
    const stored = (id: number, region: string, gameName: string, tagLine = 'EUW') => ({
      id,
      game_name: gameName,
      tag_line: tagLine,
      region,
      profile_icon_id: 1,
      summoner_level: null,
      solo_rank: null,
      last_seen_at: null,
    });
    const fetchMock = stubSummonerApi({
      summoner: () => errorResponse(404),
      search: () => ({
        data: [
          stored(1, 'kr', 'baron stealer'),
          stored(2, 'euw1', 'Baron Stealer'),
          stored(3, 'na1', 'Baron Stealers'),
          stored(4, 'tr1', 'Baron Stealer', 'EUW2'),
        ],
      }),
    });
    const { router } = await renderSummonerPage();

    const others = await screen.findByRole('navigation', {
      name: 'This Riot ID is in other regions:',
    });
    const links = within(others).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['baron stealer#EUW in KR']);
    expect(requestsTo(fetchMock, API.search)[0]?.searchParams.get('query')).toBe(
      'Baron Stealer#EUW',
    );
    fireEvent.click(links[0] as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/summoner/kr/baron%20stealer/EUW'),
    );
  });

  it.each([
    ['the profile', 'summoner'],
    ['the matches', 'matches'],
  ] as const)(
    'says Riot is unavailable when %s answer 503, and tries again on request',
    async (_, route) => {
      stubSummonerApi({ [route]: () => errorResponse(503) });
      await renderSummonerPage();

      expect(await screen.findByText('Riot is unavailable')).toBeTruthy();
      expect(
        screen.getByText(/could not reach Riot's servers to look up Baron Stealer#EUW in EUW/),
      ).toBeTruthy();
      expect(screen.queryByText('Summoner not found')).toBeNull();
      // Riot is back.
      stubSummonerApi();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await profileHeading()).toBeTruthy();
    },
  );

  it('remembers a search once its player is found, and lists it in the recent searches at once', async () => {
    stubSummonerApi();
    const { router } = await renderSummonerPage('/en/news');
    await act(() => router.navigate(PAGE_PATH, { state: SEARCH_NAVIGATION }));

    await profileHeading();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual([
        { region: 'euw1', gameName: 'Baron Stealer', tagLine: 'EUW' },
      ]),
    );
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    expect(within(recent).getByRole('link').getAttribute('href')).toBe(PAGE_PATH);
  });

  it.each([
    [404, 'Summoner not found'],
    [503, 'Riot is unavailable'],
  ])('does not remember a search whose lookup failed with %i', async (status, title) => {
    stubSummonerApi({ summoner: () => errorResponse(status) });
    const { router } = await renderSummonerPage('/en/news');
    await act(() => router.navigate(PAGE_PATH, { state: SEARCH_NAVIGATION }));

    expect(await screen.findByText(title)).toBeTruthy();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('does not count a visit that was not a search (a link, an address) as one', async () => {
    stubSummonerApi();
    await renderSummonerPage();

    await profileHeading();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('names the page after the player and their Solo Queue rank', async () => {
    stubSummonerApi();
    await renderSummonerPage();

    await profileHeading();
    await waitFor(() =>
      expect(document.title).toBe('Baron Stealer#EUW — Gold II 45 LP — RiftScope'),
    );
  });

  it('hides the friends panel while the player has no frequent teammates', async () => {
    const fetchMock = stubSummonerApi({ friends: () => [] });
    await renderSummonerPage();

    await profileHeading();
    await waitFor(() => expect(requestsTo(fetchMock, API.friends)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Frequent teammates' })).toBeNull();
  });

  it('links each frequent teammate to their own summoner page', async () => {
    stubSummonerApi({ friends: () => [friend()] });
    await renderSummonerPage();

    expect(await screen.findByRole('heading', { name: 'Frequent teammates' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Drake Diver ?#EUW/ }).getAttribute('href')).toBe(
      '/en/summoner/euw1/Drake%20Diver/EUW',
    );
    // A long name may be cut; the tag is kept whole on one line.
    const tag = screen.getByText('#EUW', { selector: 'a span bdi' });
    expect(tag.className).toContain('whitespace-nowrap');
  });

  it('shows top champions with a win rate of 0 for a champion without games', async () => {
    stubSummonerApi({
      topChampions: () =>
        topChampions([
          topChampion(),
          topChampion({
            champion_id: 1,
            champion_name: 'Annie',
            games: 0,
            wins: 0,
            win_rate: 0,
            avg_kills: 0,
            avg_deaths: 0,
            avg_assists: 0,
          }),
        ]),
    });
    await renderSummonerPage();

    const section = await screen.findByRole('region', { name: 'Top champions' });
    await within(section).findByText('Ahri');
    expect(within(section).getByText('75% win rate')).toBeTruthy();
    expect(within(section).getByText('7.50 KDA')).toBeTruthy();
    expect(within(section).getByText('0% win rate')).toBeTruthy();
    expect(within(section).getByText('0.00 KDA')).toBeTruthy();
  });

  it('says what top champions count, and that older games are imported until the server is done', async () => {
    let isImporting = true;
    const fetchMock = stubSummonerApi({
      topChampions: () => topChampions([topChampion()], { is_importing: isImporting }),
    });
    await renderSummonerPage(PAGE_PATH.replace('/en/', '/ru/'));

    const section = await screen.findByRole('region', { name: 'Лучшие чемпионы' });
    expect(await within(section).findByText('Все очереди · сезон 2026')).toBeTruthy();
    expect(within(section).getByRole('status').textContent).toBe('Загружаем более ранние игры…');

    // Asked again while the import runs; the note goes once the server says it is done.
    isImporting = false;
    await waitFor(() => expect(requestsTo(fetchMock, API.topChampions).length).toBe(2), {
      timeout: 10_000,
    });
    await waitFor(() => expect(within(section).queryByRole('status')).toBeNull());
    expect(within(section).getByText('Все очереди · сезон 2026')).toBeTruthy();
  });

  it('offers the watch link only while the player is in a game', async () => {
    stubSummonerApi({ liveStatus: () => ({ in_game: true }) });
    await renderSummonerPage();

    const link = await screen.findByRole('link', { name: /Watch live/ });
    expect(link.getAttribute('href')).toBe('/en/live/euw1/Baron%20Stealer/EUW');
  });

  it('has no watch link while the player is not in a game', async () => {
    const fetchMock = stubSummonerApi({ liveStatus: () => ({ in_game: false }) });
    await renderSummonerPage();

    await profileHeading();
    await waitFor(() => expect(requestsTo(fetchMock, API.liveStatus)).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Watch live/ })).toBeNull();
  });

  it('shows no favourite star to a visitor who is not signed in', async () => {
    const fetchMock = stubSummonerApi();
    await renderSummonerPage();

    await profileHeading();
    expect(screen.queryByRole('button', { name: 'Add to favorites' })).toBeNull();
    expect(requestsTo(fetchMock, API.favorites)).toHaveLength(0);
  });

  it('lets a signed-in user star the player and refreshes the favourites', async () => {
    window.localStorage.setItem('token', 'token-1');
    let favorites: unknown[] = [];
    const fetchMock = stubSummonerApi({
      favorites: () => favorites,
      toggleFavorite: () => {
        favorites = [
          {
            id: 7,
            summoner_id: 42,
            region: 'euw1',
            game_name: 'Baron Stealer',
            tag_line: 'EUW',
            profile_icon_id: 4_568,
          },
        ];
        return { favorited: true };
      },
    });
    await renderSummonerPage();

    const star = await screen.findByRole('button', { name: 'Add to favorites' });
    await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);

    const starred = await screen.findByRole('button', { name: 'Remove from favorites' });
    await waitFor(() => expect(requestsTo(fetchMock, API.favorites)).toHaveLength(2));
    expect(starred.getAttribute('aria-pressed')).toBe('true');
    expect(requestsTo(fetchMock, API.toggleFavorite)).toHaveLength(1);
  });

  it('reads Updating… while the update runs, then reloads profile, matches and top champions', async () => {
    const update = deferred<unknown>();
    const fetchMock = stubSummonerApi({ update: () => update.promise });
    await renderSummonerPage();

    await profileHeading();
    await waitFor(() => expect(requestsTo(fetchMock, API.topChampions)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    const pending = await screen.findByRole('button', { name: 'Updating…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    update.resolve({ status: 'done', next_update_at: '2025-05-10T12:02:00.000Z' });

    expect(await screen.findByRole('button', { name: 'Update' })).toBeTruthy();
    expect(requestsTo(fetchMock, API.summoner)).toHaveLength(2);
    expect(requestsTo(fetchMock, API.matches)).toHaveLength(2);
    expect(requestsTo(fetchMock, API.topChampions)).toHaveLength(2);
    expect(requestsTo(fetchMock, API.friends)).toHaveLength(1);
  });

  it('polls a queued update until a worker has done it, and only then reloads', async () => {
    const replies = ['queued', 'running', 'done'];
    const fetchMock = stubSummonerApi({
      update: () => ({ status: replies.shift(), next_update_at: '2025-05-10T12:02:00.000Z' }),
    });
    await renderSummonerPage();

    await profileHeading();
    await waitFor(() => expect(requestsTo(fetchMock, API.topChampions)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('button', { name: 'Updating…' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Update' }, { timeout: 4_000 })).toBeTruthy();
    const calls = requestsTo(fetchMock, API.update);
    expect(calls).toHaveLength(3);
    expect(requestsTo(fetchMock, API.summoner)).toHaveLength(2);
    expect(notify.success).toHaveBeenCalledWith('Baron Stealer#EUW is up to date');
  });

  it('says the update failed when the worker could not do it', async () => {
    const replies = ['queued', 'failed'];
    stubSummonerApi({
      update: () => ({ status: replies.shift(), next_update_at: '2025-05-10T12:02:00.000Z' }),
    });
    await renderSummonerPage();

    await profileHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('shows the cooldown as a countdown on the disabled button instead of asking in vain', async () => {
    const nextUpdateAt = new Date(Date.now() + 2 * 60_000 + 5_000).toISOString();
    const fetchMock = stubSummonerApi({
      summoner: () => summoner({ next_update_at: nextUpdateAt }),
    });
    await renderSummonerPage();

    await profileHeading();
    const waiting = await screen.findByRole('button', { name: /^Update in 2:0\d$/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(waiting);
    expect(requestsTo(fetchMock, API.update)).toHaveLength(0);
    expect(notify.error).not.toHaveBeenCalled();
  });
});

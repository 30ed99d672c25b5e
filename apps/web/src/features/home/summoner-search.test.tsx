import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECENT_SEARCHES_KEY,
  SEARCH_NAVIGATION,
} from '../../shared/summoner-search/recent-searches.ts';
import { SUGGESTION_DEBOUNCE_MS } from '../../shared/summoner-search/summoner-search.tsx';
import { renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { HomePage } from './home-page.tsx';

const SILENT_BRUSH = {
  id: 7,
  game_name: 'Silent Brush',
  tag_line: 'KR1',
  region: 'kr',
  profile_icon_id: 4_568,
  summoner_level: 512,
  solo_rank: { tier: 'GOLD', rank: 'II', league_points: 45 },
  last_seen_at: null,
};
const SILVER_SCRAPES = {
  id: 8,
  game_name: 'Silver Scrapes',
  tag_line: 'EUW',
  region: 'euw1',
  profile_icon_id: 29,
  summoner_level: 30,
  solo_rank: null,
  last_seen_at: null,
};
/** A player seen only in other players' matches: no level or rank known. */
const SILENT_STUB = {
  id: 9,
  game_name: 'Silt Stub',
  tag_line: 'TR1',
  region: 'tr1',
  profile_icon_id: 1,
  summoner_level: null,
  solo_rank: null,
  last_seen_at: Date.now() - 3 * 24 * 60 * 60_000,
};

function stubApi(players: readonly object[] = [SILENT_BRUSH, SILVER_SCRAPES]) {
  return stubFetch((url) => {
    if (url.pathname === '/api/summoners/search') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      return {
        data: (players as (typeof SILENT_BRUSH)[]).filter((s) =>
          `${s.game_name}#${s.tag_line}`.toLowerCase().startsWith(query),
        ),
      };
    }
    return { data: [], current_page: 1, last_page: 1, per_page: 3, total: 0 };
  });
}

const renderHome = () => renderRoutes([{ path: '/:lang', element: <HomePage /> }], '/en');
const searchBox = () => screen.getByRole('combobox', { name: 'Riot ID' });
const type = (text: string) => fireEvent.input(searchBox(), { target: { value: text } });
const submit = () => {
  const form = (searchBox() as HTMLInputElement).form;
  if (!form) throw new Error('the search box is not in a form');
  fireEvent.submit(form);
};
const suggestions = () =>
  within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });
/**
 * The suggestions' debounce on a fake clock: setTimeout only, otherwise running at the real pace
 * so that waitFor keeps working; `pastDebounce` moves it past the debounce at once.
 */
const debounceOnFakeTimers = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
const pastDebounce = () => act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS + 100));

describe('SummonerSearch', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('ignores a submit without both a name and a tag', async () => {
    stubApi();
    const { router } = await renderHome();

    for (const text of ['', 'Silent Brush', 'Silent Brush#', '#KR1', '  #  ']) {
      type(text);
      submit();
      expect(router.state.location.pathname).toBe('/en');
    }
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('goes to the summoner page of the chosen region with name and tag encoded', async () => {
    stubApi();
    const { router } = await renderHome();

    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), {
      target: { value: 'na1' },
    });
    type(' Turret Hugger # NA1 ');
    submit();

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/summoner/na1/Turret%20Hugger/NA1'),
    );
    // The player's page remembers the search once the player is found, not the box.
    expect(router.state.location.state).toEqual(SEARCH_NAVIGATION);
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('asks for suggestions only when the text is not blank', async () => {
    const fetchMock = stubApi();
    await renderHome();
    debounceOnFakeTimers();

    type('   ');
    await pastDebounce();
    expect(requestsTo(fetchMock, '/api/summoners/search')).toHaveLength(0);
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);

    type('Sil');
    await waitFor(() => expect(suggestions()).toHaveLength(2));
    const requests = requestsTo(fetchMock, '/api/summoners/search');
    expect(requests.map((url) => url.searchParams.get('query'))).toEqual(['Sil']);
    expect(searchBox().getAttribute('aria-expanded')).toBe('true');
  });

  it('shows each suggestion with the region as players know it, the level and the solo rank', async () => {
    stubApi();
    await renderHome();

    type('sil');
    await waitFor(() => expect(suggestions()).toHaveLength(2));
    const [silentBrush, silverScrapes] = suggestions();
    if (!silentBrush || !silverScrapes) throw new Error('two suggestions expected');
    expect(within(silentBrush).getByText('KR')).toBeTruthy();
    expect(within(silentBrush).getByText('Level 512')).toBeTruthy();
    expect(within(silentBrush).getByText('Gold II')).toBeTruthy();
    // The tier is written beside its emblem, so the emblem is not read out a second time.
    expect(silentBrush.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(within(silverScrapes).getByText('EUW')).toBeTruthy();
    expect(within(silverScrapes).queryByText('EUW1')).toBeNull();
    expect(within(silverScrapes).getByText('Level 30')).toBeTruthy();
    expect(within(silverScrapes).getByText('Unranked')).toBeTruthy();
  });

  it('shows what is known of a player seen only in matches: region and last seen, no level or rank', async () => {
    stubApi([SILENT_STUB]);
    await renderHome();

    type('silt');
    await waitFor(() => expect(suggestions()).toHaveLength(1));
    const [stub] = suggestions();
    if (!stub) throw new Error('one suggestion expected');
    expect(within(stub).getByText('TR')).toBeTruthy();
    expect(within(stub).getByText('Last seen 3 days ago')).toBeTruthy();
    expect(within(stub).queryByText(/Level/)).toBeNull();
    expect(within(stub).queryByText('Unranked')).toBeNull();
  });

  it("opens the picked suggestion's player in the suggestion's region", async () => {
    stubApi();
    const { router } = await renderHome();

    type('sil');
    await waitFor(() => expect(suggestions()).toHaveLength(2));
    const silentBrush = suggestions().find((option) =>
      option.textContent?.includes('Silent Brush'),
    );
    if (!silentBrush) throw new Error('no Silent Brush suggestion');
    fireEvent.click(silentBrush);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/summoner/kr/Silent%20Brush/KR1'),
    );
    expect(router.state.location.state).toEqual(SEARCH_NAVIGATION);
  });

  it('lets the keyboard move through the suggestions, pick with Enter and close with Escape', async () => {
    stubApi();
    const { router } = await renderHome();

    type('si');
    await waitFor(() => expect(suggestions()).toHaveLength(2));
    fireEvent.keyDown(searchBox(), { key: 'Escape' });
    expect(suggestions()).toHaveLength(0);

    type('s');
    await waitFor(() => expect(suggestions()).toHaveLength(2));
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    const second = suggestions()[1];
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(second?.id);

    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/summoner/euw1/Silver%20Scrapes/EUW'),
    );
  });

  it('picks the first suggestion on Enter when the name has no tag', async () => {
    stubApi();
    const { router } = await renderHome();

    type('Silent Brush');
    await waitFor(() => expect(suggestions()).toHaveLength(1));
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/summoner/kr/Silent%20Brush/KR1'),
    );
  });

  it('shows the add #TAG hint beside the box while the text has no #', async () => {
    stubApi();
    await renderHome();

    expect(screen.queryByText('add #TAG')).toBeNull();
    type('Silent Brush');
    const hint = screen.getByText('add #TAG');
    expect(searchBox().getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    type('Silent Brush#');
    expect(screen.queryByText('add #TAG')).toBeNull();
  });

  it("never lists an earlier text's suggestions while the next ones load", async () => {
    const next = Promise.withResolvers<unknown>();
    stubFetch((url) => {
      const query = url.searchParams.get('query');
      if (query === 'Sil') return { data: [SILENT_BRUSH, SILVER_SCRAPES] };
      if (query === 'Silv') return next.promise;
      return { data: [], current_page: 1, last_page: 1, per_page: 3, total: 0 };
    });
    await renderHome();
    debounceOnFakeTimers();

    type('Sil');
    await waitFor(() => expect(suggestions()).toHaveLength(2));
    type('Silv');
    expect(suggestions()).toHaveLength(0);
    await pastDebounce();
    expect(suggestions()).toHaveLength(0);
    // Enter cannot pick a player of the earlier text either.
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    next.resolve({ data: [SILVER_SCRAPES] });
    await waitFor(() => expect(suggestions()).toHaveLength(1));
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_SEARCHES_KEY } from '../../shared/summoner-search/recent-searches.ts';
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
};
const SILVER_SCRAPES = {
  id: 8,
  game_name: 'Silver Scrapes',
  tag_line: 'EUW',
  region: 'euw1',
  profile_icon_id: 29,
  summoner_level: 30,
  solo_rank: null,
};

function stubApi() {
  return stubFetch((url) => {
    if (url.pathname === '/api/summoners/search') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      return {
        data: [SILENT_BRUSH, SILVER_SCRAPES].filter((s) =>
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
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('SummonerSearch', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

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
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual([
      { region: 'na1', gameName: 'Turret Hugger', tagLine: 'NA1' },
    ]);
  });

  it('asks for suggestions only when the text is not blank', async () => {
    const fetchMock = stubApi();
    await renderHome();

    type('   ');
    await pause(SUGGESTION_DEBOUNCE_MS + 100);
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

  it('fills name#tag and the region when a suggestion is picked, and closes the list', async () => {
    stubApi();
    await renderHome();

    type('sil');
    await waitFor(() => expect(suggestions()).toHaveLength(2));
    const silentBrush = suggestions().find((option) =>
      option.textContent?.includes('Silent Brush'),
    );
    if (!silentBrush) throw new Error('no Silent Brush suggestion');
    fireEvent.click(silentBrush);

    expect((searchBox() as HTMLInputElement).value).toBe('Silent Brush#KR1');
    expect((screen.getByRole('combobox', { name: 'Region' }) as HTMLSelectElement).value).toBe(
      'kr',
    );
    expect(searchBox().getAttribute('aria-expanded')).toBe('false');
    expect(suggestions()).toHaveLength(0);
  });

  it('lets the keyboard move through the suggestions, pick with Enter and close with Escape', async () => {
    stubApi();
    const { router } = await renderHome();

    type('s');
    await waitFor(() => expect(suggestions()).toHaveLength(2));
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    const second = suggestions()[1];
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(second?.id);

    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect((searchBox() as HTMLInputElement).value).toBe('Silver Scrapes#EUW');
    expect(router.state.location.pathname).toBe('/en');

    type('si');
    await waitFor(() => expect(suggestions()).toHaveLength(2));
    fireEvent.keyDown(searchBox(), { key: 'Escape' });
    expect(suggestions()).toHaveLength(0);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestsTo } from '../../../test/render.tsx';
import { matchItem, matchPage } from '../test/summoner-fixtures.ts';
import {
  API,
  PAGE_PATH,
  renderSummonerPage,
  stubSummonerApi,
} from '../test/summoner-test-setup.tsx';
import { FIRST_CARDS } from './match-list.tsx';

/** The match cards' buttons, the only buttons of the page that expand something. */
const cardButtons = () =>
  screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
const expanded = () => cardButtons().map((button) => button.getAttribute('aria-expanded'));

async function renderWithCards() {
  const view = await renderSummonerPage();
  await waitFor(() => expect(cardButtons()).toHaveLength(3));
  return view;
}

describe('MatchList', () => {
  it('opens one card at a time and closes the open card on a second click', async () => {
    stubSummonerApi();
    await renderWithCards();

    fireEvent.click(cardButtons()[0] as HTMLElement);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    fireEvent.click(cardButtons()[1] as HTMLElement);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    fireEvent.click(cardButtons()[1] as HTMLElement);
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('shows result, queue, duration, KDA and level on each card', async () => {
    stubSummonerApi();
    await renderWithCards();

    const first = cardButtons()[0] as HTMLElement;
    expect(within(first).getByText('Victory')).toBeTruthy();
    expect(within(first).getByText('Ranked Solo/Duo')).toBeTruthy();
    expect(within(first).getByText('30:45')).toBeTruthy();
    expect(within(first).getByText('4.00 KDA')).toBeTruthy();
    expect(within(first).getByText('Level 15')).toBeTruthy();
    expect(within(cardButtons()[1] as HTMLElement).getByText('Defeat')).toBeTruthy();
  });

  it('opens a card on its details tab and switches to the build and the timeline', async () => {
    stubSummonerApi();
    await renderWithCards();

    fireEvent.click(cardButtons()[0] as HTMLElement);
    const tabs = within(screen.getByRole('tablist', { name: 'Match views' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Details', 'true'],
      ['Team analysis', 'false'],
      ['Build', 'false'],
      ['Timeline', 'false'],
    ]);
    expect(await screen.findByRole('table', { name: /Blue Team/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
    expect(screen.getByRole('tab', { name: 'Timeline' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    expect(screen.queryByRole('table', { name: /Blue Team/ })).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    stubSummonerApi();
    await renderWithCards();

    fireEvent.click(cardButtons()[0] as HTMLElement);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Details' }), { key: 'ArrowRight' });
    const team = screen.getByRole('tab', { name: 'Team analysis' });
    expect(team.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(team);
    fireEvent.keyDown(team, { key: 'End' });
    const timeline = screen.getByRole('tab', { name: 'Timeline' });
    expect(timeline.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(timeline);
  });

  it('shows both teams in the details tab, marks the viewed player and links every player', async () => {
    stubSummonerApi();
    await renderWithCards();

    fireEvent.click(cardButtons()[0] as HTMLElement);
    const blue = await screen.findByRole('table', { name: /Blue Team/ });
    const red = screen.getByRole('table', { name: /Red Team/ });
    expect(within(blue).getAllByRole('row')).toHaveLength(6);
    expect(within(red).getAllByRole('row')).toHaveLength(6);
    // A header with a shorter word on phones or icons is named whole for screen readers.
    expect(
      within(blue)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('aria-label') || th.textContent),
    ).toEqual([
      'Player',
      'Score',
      'KDA',
      'Kill participation',
      'Damage',
      'CS',
      'Gold',
      'Vision',
      'Runes',
      'Spells',
      'Items',
    ]);

    const viewed = within(blue)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]?.textContent).toContain('Baron Stealer');
    expect(
      within(red)
        .getByRole('link', { name: /^Player 6 ?#EUW6$/ })
        .getAttribute('href'),
    ).toBe('/en/summoner/euw1/Player%206/EUW6');
  });

  it('reads the match error when its players cannot be loaded', async () => {
    stubSummonerApi({ participants: () => errorResponse(500) });
    await renderWithCards();

    fireEvent.click(cardButtons()[0] as HTMLElement);
    expect(await screen.findByText("Couldn't load this match")).toBeTruthy();
  });

  it('offers Load more while a next page exists, reading Loading… while it loads', async () => {
    let releasePage2: () => void = () => {};
    const page2 = new Promise<void>((resolve) => {
      releasePage2 = resolve;
    });
    const fetchMock = stubSummonerApi({
      matches: async (url) => {
        if (url.searchParams.get('page') !== '2') {
          return matchPage([matchItem(1), matchItem(2), matchItem(3)], 1, 2);
        }
        await page2;
        return matchPage([matchItem(4)], 2, 2);
      },
    });
    await renderWithCards();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const loading = await screen.findByRole('button', { name: 'Loading…' });
    expect((loading as HTMLButtonElement).disabled).toBe(true);
    releasePage2();

    await waitFor(() => expect(cardButtons()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requestsTo(fetchMock, API.matches).map((url) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('renders the first cards with the list and the rest of a page one after another', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => matchItem(index + 1));
    stubSummonerApi({ matches: () => matchPage(ten) });
    // The number of cards after each change of the page, as the browser would paint them.
    const counts: number[] = [];
    const watcher = new MutationObserver(() => {
      const count = document.querySelectorAll('button[aria-expanded]').length;
      if (count !== counts.at(-1)) counts.push(count);
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    await renderSummonerPage();

    await waitFor(() => expect(cardButtons().length).toBeGreaterThan(0));
    fireEvent.click(cardButtons()[0] as HTMLElement);
    await waitFor(() => expect(cardButtons()).toHaveLength(10));
    watcher.disconnect();

    expect(counts.filter((count) => count > 0)).toEqual(
      Array.from({ length: 11 - FIRST_CARDS }, (_, i) => FIRST_CARDS + i),
    );
    // The card opened meanwhile is still the open one.
    expect(expanded()).toEqual(['true', ...Array.from({ length: 9 }, () => 'false')]);
  });

  it('has no Load more on the last page', async () => {
    stubSummonerApi();
    await renderWithCards();

    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows No matches for a player without matches', async () => {
    stubSummonerApi({ matches: () => matchPage([]) });
    await renderSummonerPage();

    expect(await screen.findByText('No matches')).toBeTruthy();
  });

  it('says Нет матчей in Russian', async () => {
    stubSummonerApi({ matches: () => matchPage([]) });
    await renderSummonerPage(PAGE_PATH.replace('/en/', '/ru/'));

    expect(await screen.findByText('Нет матчей')).toBeTruthy();
  });
});

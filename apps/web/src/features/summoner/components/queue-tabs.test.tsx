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

const queueNav = () => screen.findByRole('navigation', { name: 'Queue' });
const shownTab = async () =>
  within(await queueNav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

/** The matches route answers the queue asked for: games of Ranked Flex (440) for `flex`. */
const byQueue = (url: URL) =>
  url.searchParams.get('queue') === 'flex'
    ? matchPage([
        matchItem(5, {
          match: { ...matchItem(5).match, queue_id: 440, queue_type: 'RANKED_FLEX' },
        }),
      ])
    : matchPage([matchItem(1), matchItem(2), matchItem(3)]);

describe('QueueTabs', () => {
  it('fades out at an edge with tabs past it, so a phone shows the row scrolls', async () => {
    stubSummonerApi();
    await renderSummonerPage();
    const row = within(await queueNav()).getByRole('list');
    // The scroll box a 390 px phone gives the row: 358 px shown of 700.
    Object.defineProperty(row, 'clientWidth', { configurable: true, value: 358 });
    Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 700 });
    fireEvent.scroll(row);
    expect(row.dataset.hiddenTabs).toBe('end');
    expect(row.className).toContain('mask-image');
  });

  it('lists All and the six queue groups, All shown by default', async () => {
    stubSummonerApi();
    await renderSummonerPage();

    const links = within(await queueNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'All',
      'Ranked Solo/Duo',
      'Ranked Flex',
      'Normal',
      'ARAM',
      'Arena',
      'Other',
    ]);
    expect(await shownTab()).toEqual(['All']);
  });

  it('puts the chosen queue in the address and asks for its matches and summary', async () => {
    const fetchMock = stubSummonerApi({ matches: byQueue });
    const { router } = await renderSummonerPage();
    await waitFor(() => expect(requestsTo(fetchMock, API.matches)).toHaveLength(1));

    fireEvent.click(within(await queueNav()).getByRole('link', { name: 'Ranked Flex' }));

    await waitFor(() => expect(router.state.location.search).toBe('?queue=flex'));
    expect(await shownTab()).toEqual(['Ranked Flex']);
    await waitFor(() => expect(requestsTo(fetchMock, API.matches)).toHaveLength(2));
    expect(requestsTo(fetchMock, API.matches)[1]?.searchParams.get('queue')).toBe('flex');
    await waitFor(() =>
      expect(requestsTo(fetchMock, API.recent).map((url) => url.searchParams.get('queue'))).toEqual(
        [null, 'flex'],
      ),
    );
    const history = screen.getByRole('region', { name: 'Match history' });
    await waitFor(() => expect(within(history).getAllByRole('article')).toHaveLength(1));
    expect(within(history).getByText('Ranked Flex')).toBeTruthy();
  });

  it('opens on the queue the address names, and goes back to All without a queue', async () => {
    const fetchMock = stubSummonerApi({ matches: byQueue });
    const { router } = await renderSummonerPage(`${PAGE_PATH}?queue=flex`);

    expect(await shownTab()).toEqual(['Ranked Flex']);
    await waitFor(() => expect(requestsTo(fetchMock, API.matches)).toHaveLength(1));
    expect(requestsTo(fetchMock, API.matches)[0]?.searchParams.get('queue')).toBe('flex');

    fireEvent.click(within(await queueNav()).getByRole('link', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(requestsTo(fetchMock, API.matches)).toHaveLength(2));
    expect(requestsTo(fetchMock, API.matches)[1]?.searchParams.has('queue')).toBe(false);
  });

  it('shows All for a queue it does not know and never sends it to the API', async () => {
    const fetchMock = stubSummonerApi();
    await renderSummonerPage(`${PAGE_PATH}?queue=urf`);

    expect(await shownTab()).toEqual(['All']);
    await waitFor(() => expect(requestsTo(fetchMock, API.recent)).toHaveLength(1));
    for (const url of [
      ...requestsTo(fetchMock, API.matches),
      ...requestsTo(fetchMock, API.recent),
    ]) {
      expect(url.searchParams.has('queue')).toBe(false);
    }
  });

  it('keeps the Champions tab when the queue changes', async () => {
    stubSummonerApi();
    const { router } = await renderSummonerPage(`${PAGE_PATH}?tab=champions`);

    fireEvent.click(within(await queueNav()).getByRole('link', { name: 'ARAM' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=champions&queue=aram'));
  });

  it("says which queue has no games when a tab's list is empty", async () => {
    stubSummonerApi({ matches: () => matchPage([]) });
    await renderSummonerPage(`${PAGE_PATH}?queue=flex`);

    expect(await screen.findByText('No Ranked Flex games stored for this player')).toBeTruthy();
  });

  it('says so in Russian and Turkish too', async () => {
    stubSummonerApi({ matches: () => matchPage([]) });
    await renderSummonerPage(`${PAGE_PATH.replace('/en/', '/ru/')}?queue=arena`);
    expect(await screen.findByText('У этого игрока нет сохранённых игр на Арене')).toBeTruthy();
  });

  it('keeps remakes in a queue tab, marked as remakes', async () => {
    stubSummonerApi({
      matches: () => matchPage([matchItem(1, { is_remake: true, score: null }), matchItem(2)]),
    });
    await renderSummonerPage(`${PAGE_PATH}?queue=solo`);

    const history = await screen.findByRole('region', { name: 'Match history' });
    await waitFor(() => expect(within(history).getAllByRole('article')).toHaveLength(2));
    expect(within(history).getByText('Remake')).toBeTruthy();
  });

  it("shows a queue tab's failure in the list, with the profile still there, and tries again", async () => {
    let isDown = true;
    stubSummonerApi({
      matches: (url) => (isDown ? errorResponse(503) : byQueue(url)),
    });
    await renderSummonerPage(`${PAGE_PATH}?queue=flex`);

    expect(await screen.findByText("Couldn't load the matches of this queue")).toBeTruthy();
    expect(screen.queryByText('Summoner not found')).toBeNull();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const history = screen.getByRole('region', { name: 'Match history' });
    await waitFor(() => expect(within(history).getAllByRole('article')).toHaveLength(1));
  });
});

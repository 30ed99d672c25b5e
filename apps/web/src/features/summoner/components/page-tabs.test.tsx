import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../test/render.tsx';
import {
  API,
  PAGE_PATH,
  renderSummonerPage,
  stubSummonerApi,
} from '../test/summoner-test-setup.tsx';

const pageNav = () => screen.findByRole('navigation', { name: 'Player pages' });

describe('PageTabs', () => {
  it('opens on the Overview: recent games and match history', async () => {
    stubSummonerApi();
    await renderSummonerPage();

    const overview = within(await pageNav()).getByRole('link', { name: 'Overview' });
    expect(overview.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('region', { name: 'Recent games' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Match history' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Champion stats' })).toBeNull();
  });

  it('switches to Champions in the address, keeping the queue, and shows its table', async () => {
    const fetchMock = stubSummonerApi();
    const { router } = await renderSummonerPage(`${PAGE_PATH}?queue=solo`);

    fireEvent.click(within(await pageNav()).getByRole('link', { name: 'Champions' }));

    await waitFor(() => expect(router.state.location.search).toBe('?queue=solo&tab=champions'));
    expect(await screen.findByRole('table', { name: 'Champion stats' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Match history' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent games' })).toBeNull();
    expect(
      within(await pageNav())
        .getByRole('link', { name: 'Champions' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(requestsTo(fetchMock, API.champions)[0]?.searchParams.get('queue')).toBe('solo');
  });

  it('opens straight on Champions without asking for the matches', async () => {
    const fetchMock = stubSummonerApi();
    await renderSummonerPage(`${PAGE_PATH}?tab=champions`);

    expect(await screen.findByRole('table', { name: 'Champion stats' })).toBeTruthy();
    expect(requestsTo(fetchMock, API.matches)).toHaveLength(0);
    expect(requestsTo(fetchMock, API.recent)).toHaveLength(0);
  });

  it('keeps the top champions panel on both tabs', async () => {
    stubSummonerApi();
    await renderSummonerPage(`${PAGE_PATH}?tab=champions`);

    expect(await screen.findByRole('region', { name: 'Top champions' })).toBeTruthy();
  });
});

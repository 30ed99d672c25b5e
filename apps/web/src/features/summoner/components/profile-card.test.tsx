import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { requestsTo } from '../../../test/render.tsx';
import { summoner } from '../test/summoner-fixtures.ts';
import {
  API,
  PAGE_PATH,
  renderSummonerPage,
  stubSummonerApi,
} from '../test/summoner-test-setup.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const RIOT_ID = /^Baron Stealer ?#EUW$/;
const profileHeading = () => screen.findByRole('heading', { level: 2, name: RIOT_ID });
const profileCard = async () => (await profileHeading()).closest('section') ?? document.body;
const PAST = '2025-05-10T12:02:00.000Z';
const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const done = (newMatches: number | null) => ({
  status: 'done',
  next_update_at: PAST,
  new_matches: newMatches,
});

describe('ProfileCard', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(notify.error).mockClear();
    vi.mocked(notify.success).mockClear();
  });

  it('shows the level once', async () => {
    stubSummonerApi();
    await renderSummonerPage();

    expect(within(await profileCard()).getAllByText(/312/)).toHaveLength(1);
    expect(within(await profileCard()).getByText('Level 312')).toBeTruthy();
  });

  it('keeps the tag of the Riot ID whole', async () => {
    stubSummonerApi();
    await renderSummonerPage();

    const tag = within(await profileHeading()).getByText('#EUW');
    expect(tag.className).toContain('whitespace-nowrap');
  });

  it('counts down the cooldown on a disabled button', async () => {
    stubSummonerApi({ summoner: () => summoner({ next_update_at: secondsFromNow(102) }) });
    await renderSummonerPage();

    const waiting = await screen.findByRole('button', { name: /^Update in 1:[34]\d$/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables Update again once the cooldown has passed', async () => {
    stubSummonerApi({ summoner: () => summoner({ next_update_at: secondsFromNow(1.5) }) });
    await renderSummonerPage();

    expect(await screen.findByRole('button', { name: /^Update in 0:0[12]$/ })).toBeTruthy();
    const ready = await screen.findByRole('button', { name: 'Update' }, { timeout: 4_000 });
    expect((ready as HTMLButtonElement).disabled).toBe(false);
  });

  it('counts down from the Retry-After of a 429 instead of showing an error', async () => {
    stubSummonerApi({
      update: () =>
        new Response(JSON.stringify({ message: 'Too soon' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '90' },
        }),
    });
    await renderSummonerPage();

    await profileHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    const waiting = await screen.findByRole('button', { name: /^Update in (1:30|1:[12]\d)$/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('counts down from the next time a finished Update gives', async () => {
    stubSummonerApi({
      update: () => ({ status: 'done', next_update_at: secondsFromNow(120), new_matches: 0 }),
    });
    await renderSummonerPage();

    await profileHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('button', { name: /^Update in (2:00|1:[45]\d)$/ })).toBeTruthy();
  });

  it('says how many new matches the Update brought', async () => {
    const counts = [3, 1, 0, null];
    stubSummonerApi({ update: () => done(counts.shift() ?? null) });
    await renderSummonerPage();

    await profileHeading();
    for (let update = 1; update <= 4; update++) {
      fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
      await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(update), { timeout: 3_000 });
    }
    expect(vi.mocked(notify.success).mock.calls.map(([text]) => text)).toEqual([
      'Baron Stealer#EUW is up to date: 3 new matches',
      'Baron Stealer#EUW is up to date: 1 new match',
      'Baron Stealer#EUW is up to date: no new matches',
      'Baron Stealer#EUW is up to date',
    ]);
  });

  it('writes the number of new matches in the plural forms of Russian', async () => {
    const counts = [1, 3, 5, 21];
    stubSummonerApi({ update: () => done(counts.shift() ?? null) });
    await renderSummonerPage('/ru/summoner/euw1/Baron%20Stealer/EUW');

    await profileHeading();
    for (let update = 1; update <= 4; update++) {
      fireEvent.click(await screen.findByRole('button', { name: 'Обновить' }));
      await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(update), { timeout: 3_000 });
    }
    expect(vi.mocked(notify.success).mock.calls.map(([text]) => text)).toEqual([
      'Данные Baron Stealer#EUW обновлены: 1 новый матч',
      'Данные Baron Stealer#EUW обновлены: 3 новых матча',
      'Данные Baron Stealer#EUW обновлены: 5 новых матчей',
      'Данные Baron Stealer#EUW обновлены: 21 новый матч',
    ]);
  });
});

describe('ProfileCard background refresh', () => {
  it('waits for a refresh the server began, says so quietly, then reloads the page by itself', async () => {
    const profiles = [
      summoner({ is_refreshing: true }),
      summoner({ is_refreshing: false, updated_at: secondsFromNow(0), summoner_level: 313 }),
    ];
    const statuses = ['running', 'done'];
    const fetchMock = stubSummonerApi({
      summoner: () => profiles.shift() ?? summoner({ summoner_level: 313 }),
      update: () => ({ status: statuses.shift() ?? 'done', next_update_at: PAST, new_matches: 2 }),
    });
    await renderSummonerPage();

    const card = await profileCard();
    expect(await within(card).findByText('Refreshing…')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe('Refreshing…');

    expect(await within(card).findByText('Level 313', {}, { timeout: 4_000 })).toBeTruthy();
    expect(within(card).queryByText('Refreshing…')).toBeNull();
    expect(requestsTo(fetchMock, API.update)).toHaveLength(2);
    expect(requestsTo(fetchMock, API.summoner)).toHaveLength(2);
    expect(requestsTo(fetchMock, API.matches).length).toBeGreaterThanOrEqual(2);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('asks for no refresh status while the data is fresh', async () => {
    const fetchMock = stubSummonerApi();
    await renderSummonerPage(PAGE_PATH);

    await profileHeading();
    await waitFor(() => expect(requestsTo(fetchMock, API.liveStatus)).toHaveLength(1));
    await waitFor(() => expect(requestsTo(fetchMock, API.rankHistory)).toHaveLength(1));
    expect(requestsTo(fetchMock, API.update)).toHaveLength(0);
    expect(screen.queryByText('Refreshing…')).toBeNull();
  });
});

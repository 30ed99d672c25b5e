import type { PlayerMastery } from '@riftscope/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_PATH, renderSummonerPage, stubSummonerApi } from '../test/summoner-test-setup.tsx';

const MASTERY_API = '/api/summoners/euw1/Baron%20Stealer/EUW/mastery';
const MASTERY_PATH = `${PAGE_PATH}?tab=mastery`;

const row = (
  champion_id: number,
  champion_name: string,
  level: number,
  points: number,
  last_played_at: string | null,
) => ({
  champion_id,
  champion_key: champion_name.toLowerCase(),
  champion_name,
  image_url: null,
  level,
  points,
  last_played_at,
});

const MASTERY: PlayerMastery = {
  data: [
    row(103, 'Ahri', 7, 250_000, '2025-05-01T10:00:00.000Z'),
    row(238, 'Zed', 10, 120_500, '2025-05-09T10:00:00.000Z'),
    row(99, 'Lux', 4, 20_000, null),
    row(1, 'Annie', 2, 1_500, '2024-01-01T10:00:00.000Z'),
  ],
  champions: 4,
  total_points: 392_000,
  total_level: 23,
  fetched_at: '2025-05-10T08:00:00.000Z',
  is_available: true,
};

/** The summoner page's stubs, with the mastery answer beside them. */
function stubWithMastery(answer: () => unknown) {
  stubSummonerApi();
  const page = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname !== MASTERY_API) return page(input, init);
    return Promise.resolve(
      new Response(JSON.stringify(answer()), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
}

const table = () => screen.findByRole('table', { name: 'Champion mastery' });
const order = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const header = async (name: string) =>
  within(await table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const sortBy = async (name: string) =>
  fireEvent.click(within(await header(name)).getByRole('button'));

describe('MasteryTab', () => {
  it('lists every champion with level, points and last play, most points first, with the date of the read', async () => {
    stubWithMastery(() => MASTERY);
    await renderSummonerPage(MASTERY_PATH);
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent?.length !== 0 && td.textContent),
    ).toEqual(['7', '250,000', expect.stringMatching(/ago$/)]);
    expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('cell')
        .at(-1)?.textContent,
    ).toBe('—');
    expect(await order()).toEqual(['Ahri', 'Zed', 'Lux', 'Annie']);
    expect((await header('Points')).getAttribute('aria-sort')).toBe('descending');
    expect(
      screen.getByText('4 champions · 392,000 points · read from Riot on May 10, 2025'),
    ).toBeTruthy();
  });

  it.each([
    ['Champion', ['Ahri', 'Annie', 'Lux', 'Zed'], 'ascending'],
    ['Level', ['Zed', 'Ahri', 'Lux', 'Annie'], 'descending'],
    ['Last played', ['Zed', 'Ahri', 'Annie', 'Lux'], 'descending'],
  ] as const)('sorts by %s, and reverses on a second press', async (name, first, direction) => {
    stubWithMastery(() => MASTERY);
    await renderSummonerPage(MASTERY_PATH);
    await table();
    await sortBy(name);
    expect(await order()).toEqual(first);
    expect((await header(name)).getAttribute('aria-sort')).toBe(direction);
    await sortBy(name);
    // A champion never played stays last whichever way.
    const reversed =
      name === 'Last played' ? ['Annie', 'Ahri', 'Zed', 'Lux'] : [...first].reverse();
    expect(await order()).toEqual(reversed);
  });

  it('shows the top three on the profile card', async () => {
    stubWithMastery(() => MASTERY);
    await renderSummonerPage(PAGE_PATH);
    const top = await screen.findByRole('list', { name: 'Top mastery' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ahri: level 7, 250,000 pointsLv 7250K',
      'Zed: level 10, 120,500 pointsLv 10120.5K',
      'Lux: level 4, 20,000 pointsLv 420K',
    ]);
  });

  it('says mastery is unavailable when Riot could not be asked and nothing is stored', async () => {
    stubWithMastery(() => ({
      ...MASTERY,
      data: [],
      champions: 0,
      total_points: 0,
      total_level: 0,
      fetched_at: null,
      is_available: false,
    }));
    await renderSummonerPage(MASTERY_PATH);
    expect(
      await screen.findByText(
        'Champion mastery is unavailable: Riot did not answer. Try again later.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Mastery unavailable')).toBeTruthy();
  });
});

import type { SeasonHistory } from '@riftscope/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render.tsx';
import { seasonHistoryQuery, summonerKeys } from '../api/summoner-api.ts';
import { SeasonBadges } from './season-badges.tsx';

const PLAYER = { region: 'euw1', gameName: 'Baron Stealer', tagLine: 'EUW' } as const;

const NOTHING_PAST: SeasonHistory = {
  current_season: 2026,
  first_season: 2024,
  queues: [
    { queue: 'solo', seasons: [] },
    { queue: 'flex', seasons: [] },
  ],
  not_seen: [],
  snapshots: 4,
  latest_at: '2026-05-06T10:00:00.000Z',
};

const SEEN_IN_2025: SeasonHistory = {
  ...NOTHING_PAST,
  queues: [
    {
      queue: 'solo',
      seasons: [
        {
          season: 2025,
          tier: 'DIAMOND',
          rank: 'III',
          league_points: 49,
          wins: 80,
          losses: 70,
          seen_at: '2025-11-20T10:00:00.000Z',
        },
      ],
    },
    {
      queue: 'flex',
      seasons: [
        {
          season: 2025,
          tier: 'GOLD',
          rank: 'I',
          league_points: 20,
          wins: 10,
          losses: 9,
          seen_at: '2025-06-02T10:00:00.000Z',
        },
      ],
    },
  ],
  not_seen: [2024],
};

const renderBadges = (path = '/en') =>
  renderRoutes([{ path: '/:lang', element: <SeasonBadges player={PLAYER} /> }], path);

const badges = () =>
  within(screen.getByRole('region', { name: /./ }))
    .getAllByRole('listitem')
    .map((item) => ({ text: item.firstChild?.textContent, title: item.getAttribute('title') }));

describe('SeasonBadges', () => {
  it('shows a badge per past season and queue with the last entry seen, its day on hover, and the seasons not seen', async () => {
    stubFetch(() => SEEN_IN_2025);
    await renderBadges();

    expect(await screen.findByRole('region', { name: 'Past seasons' })).toBeTruthy();
    expect(badges()).toEqual([
      { text: 'S2025 Diamond III · 49 LP', title: 'Seen on November 20, 2025' },
      { text: 'S2025 Flex Gold I · 20 LP', title: 'Seen on June 2, 2025' },
    ]);
    expect(screen.getByText('Seasons we did not see: S2024')).toBeTruthy();
  });

  it('writes the badges in the page language, tier names included', async () => {
    stubFetch(() => SEEN_IN_2025);
    await renderBadges('/ru');

    await screen.findByRole('region', { name: 'Прошлые сезоны' });
    expect(badges()[0]?.text).toBe('S2025 Алмаз III · 49 LP');
    expect(screen.getByText('Сезоны, в которых мы игрока не видели: S2024')).toBeTruthy();
  });

  it('says only which seasons it did not see for a player it has seen in no past season', async () => {
    stubFetch(() => ({ ...NOTHING_PAST, not_seen: [2024, 2025] }));
    await renderBadges('/tr');

    expect(await screen.findByText('Görmediğimiz sezonlar: S2024, S2025')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('shows nothing when there is no past season to tell of', async () => {
    const fetchMock = stubFetch(() => NOTHING_PAST);
    const { container } = await renderBadges();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is cached under the rank histories an Update reloads', () => {
    const key = seasonHistoryQuery(PLAYER).queryKey;
    const prefix = summonerKeys.rankHistory(PLAYER);
    expect(key.slice(0, prefix.length)).toEqual(prefix);
  });
});

import type { Ladder, LadderEntry } from '@riftscope/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { LeaderboardsPage } from './leaderboards-page.tsx';

const entry = (position: number, named: boolean): LadderEntry => ({
  position,
  puuid: `p${position}`,
  game_name: named ? `Climber ${position}` : null,
  tag_line: named ? 'EUW' : null,
  summoner_level: named ? 420 : null,
  profile_icon_id: named ? 29 : null,
  tier: 'CHALLENGER',
  league_points: 1500 - position,
  wins: 120,
  losses: 80,
  win_rate: 60,
  champions: named ? [{ champion_id: 103, champion_name: 'Ahri', image_url: null, games: 7 }] : [],
});

const ladder = (overrides: Partial<Ladder> = {}): Ladder => ({
  region: 'euw1',
  queue: 'solo',
  fetched_at: '2025-11-20T10:00:00.000Z',
  counts: { challenger: 300, grandmaster: 700, master: 4000, total: 5000 },
  season: 2025,
  data: [entry(1, true), entry(2, false)],
  current_page: 1,
  last_page: 50,
  per_page: 100,
  total: 5000,
  ...overrides,
});

const renderPage = (path: string) =>
  renderRoutes(
    [
      {
        path: '/:lang/leaderboards/:region',
        element: <LeaderboardsPage notFound={<p>Not found page</p>} />,
      },
    ],
    path,
  );

describe('LeaderboardsPage', () => {
  it('asks for the queue and page of the address and shows the rows with their basis', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = stubFetch(() => ladder({ queue: 'flex', current_page: 2 }));
    await renderPage('/en/leaderboards/euw1?queue=flex&page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'EUW ladder' })).toBeTruthy();
    const [url] = requestsTo(fetchMock, '/api/leaderboards/euw1');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      queue: 'flex',
      page: '2',
      lang: 'en',
    });
    const basis = await screen.findByTestId('ladder-basis');
    expect(basis.textContent).toContain(
      '5,000 players: 300 Challenger, 700 Grandmaster, 4,000 Master',
    );
    const [first, second] = screen.getAllByTestId('ladder-row');
    const link = within(first as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('/en/summoner/euw1/Climber%201/EUW');
    expect(first?.textContent).toContain('60.0%');
    expect(first?.textContent).toContain('120W 80L');
    expect(within(second as HTMLElement).queryByRole('link')).toBeNull();
    expect(second?.textContent).toContain('Name unknown');
    expect(screen.getByText('Page 2 of 50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/en/leaderboards/euw1?queue=flex&page=3',
    );
  });

  it('says when a ladder was never read', async () => {
    stubFetch(() => ladder({ fetched_at: null, counts: null, data: [], total: 0, last_page: 1 }));
    await renderPage('/ru/leaderboards/kr');
    expect(await screen.findByText('Этот рейтинг ещё не прочитан у Riot')).toBeTruthy();
  });

  it('shows the not-found page for an address without a region', async () => {
    stubFetch(() => ladder());
    await renderPage('/en/leaderboards/mars1');
    expect(await screen.findByText('Not found page')).toBeTruthy();
  });
});

import type { PlayerLadder } from '@riftscope/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render.tsx';
import { LadderPlace } from './ladder-place.tsx';

const PLAYER = { region: 'euw1', gameName: 'Baron Stealer', tagLine: 'EUW' } as const;

const places = (data: PlayerLadder['data']): PlayerLadder => ({ data });

const renderPlace = (path = '/en/summoner/euw1/Baron%20Stealer/EUW') =>
  renderRoutes(
    [
      {
        path: '/:lang/summoner/:region/:gameName/:tagLine',
        element: <LadderPlace player={PLAYER} />,
      },
    ],
    path,
  );

describe('LadderPlace', () => {
  it('shows the place with the Master+ count it rests on, linked to its page of the ladder', {
    timeout: 30_000,
  }, async () => {
    stubFetch(() =>
      places([
        {
          queue: 'solo',
          position: 123,
          tier: 'GRANDMASTER',
          league_points: 812,
          counts: { challenger: 300, grandmaster: 700, master: 3812, total: 4812 },
          top_percent: 2.56,
          fetched_at: '2025-11-20T10:00:00.000Z',
        },
      ]),
    );
    await renderPlace();
    const link = await screen.findByRole('link', {
      name: 'Ladder #123 of 4,812 Master+ players in EUW',
    });
    expect(link.getAttribute('href')).toBe('/en/leaderboards/euw1?page=2');
    const item = screen.getByTestId('ladder-place');
    expect(item.textContent).toContain('Ranked Solo/Duo · top 2.6%');
    expect(item.textContent).toContain('the share is of Master+ players only');
  });

  it('shows nothing for a player on no ladder', { timeout: 30_000 }, async () => {
    const fetchMock = stubFetch(() => places([]));
    await renderPlace();
    await expect.poll(() => fetchMock.mock.calls.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('ladder-place')).toBeNull();
  });
});

import type { MatchListItem } from '@riftscope/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { matchItem, PUUID } from '../test/summoner-fixtures.ts';
import { MatchCard } from './match-card.tsx';

const renderCard = (match: MatchListItem, path = '/en') =>
  renderRoutes(
    [
      {
        path: '/:lang',
        element: (
          <MatchCard match={match} puuid={PUUID} region="euw1" isOpen={false} onToggle={() => {}} />
        ),
      },
    ],
    path,
  );

const summary = () => screen.getByRole('button', { expanded: false });
const seenAt = '2026-06-01T12:40:00.000Z';

describe('LP change on a match card', () => {
  it("shows a win's LP with a plus sign in blue, and the standing after it on hover", async () => {
    await renderCard(
      matchItem(1, {
        lp_change: {
          kind: 'lp',
          lp: 21,
          tier: 'GOLD',
          rank: 'II',
          league_points: 61,
          seen_at: seenAt,
        },
      }),
    );
    const gain = within(summary()).getByText('+21 LP');
    expect(gain.className).toContain('text-link');
    expect(gain.closest('[title]')?.getAttribute('title')).toContain('Gold II 61 LP');
  });

  it('shows a loss with a true minus sign in red', async () => {
    await renderCard(
      matchItem(1, {
        win: false,
        lp_change: {
          kind: 'lp',
          lp: -18,
          tier: 'GOLD',
          rank: 'II',
          league_points: 22,
          seen_at: seenAt,
        },
      }),
    );
    expect(within(summary()).getByText('\u221218 LP').className).toContain('text-loss');
  });

  it('names a promotion with the division reached, in the page language', async () => {
    await renderCard(
      matchItem(1, {
        lp_change: {
          kind: 'promoted',
          lp: 22,
          tier: 'GOLD',
          rank: 'IV',
          league_points: 12,
          seen_at: seenAt,
        },
      }),
      '/tr',
    );
    expect(within(summary()).getByText('+22 LP')).toBeTruthy();
    expect(within(summary()).getByText('Altın IV kademesine yükseldi')).toBeTruthy();
  });

  it('names a placement without an LP figure', async () => {
    await renderCard(
      matchItem(1, {
        lp_change: {
          kind: 'placement',
          lp: null,
          tier: 'SILVER',
          rank: 'I',
          league_points: 30,
          seen_at: seenAt,
        },
      }),
    );
    expect(within(summary()).getByText('Placed in Silver I')).toBeTruthy();
    expect(within(summary()).queryByText(/LP$/)).toBeNull();
  });

  it('says nothing when the snapshots do not prove a change', async () => {
    await renderCard(matchItem(1, { lp_change: null }));
    expect(within(summary()).queryByText(/LP/)).toBeNull();
  });
});

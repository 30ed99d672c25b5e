import type { MatchRanks, ParticipantRank } from '@riftscope/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render.tsx';
import { matchItem, PUUID, participants } from '../test/summoner-fixtures.ts';
import { AverageRank } from './average-rank.tsx';
import { MatchDetails } from './match-details.tsx';

const SEEN = '2025-05-10T12:00:00.000Z';

const rankOf = (index: number): ParticipantRank => {
  const puuid = index === 0 ? PUUID : `puuid-${index}`;
  if (index === 1) {
    return { puuid, status: 'unknown', tier: null, rank: null, league_points: null, seen_at: null };
  }
  if (index === 2) {
    return {
      puuid,
      status: 'unranked',
      tier: null,
      rank: null,
      league_points: null,
      seen_at: SEEN,
    };
  }
  if (index === 3) {
    return {
      puuid,
      status: 'ranked',
      tier: 'MASTER',
      rank: 'I',
      league_points: 120,
      seen_at: SEEN,
    };
  }
  return {
    puuid,
    status: 'ranked',
    tier: 'PLATINUM',
    rank: 'II',
    league_points: 40,
    seen_at: SEEN,
  };
};

const ranks = (): MatchRanks => ({
  match_id: 'EUW1_1',
  queue_type: 'RANKED_SOLO_5x5',
  players: Array.from({ length: 10 }, (_, index) => rankOf(index)),
  known: 9,
  as_of: SEEN,
  is_fetching: false,
  average_rank: null,
});

const renderDetails = (path = '/en') => {
  stubFetch((url) => (url.pathname.endsWith('/ranks') ? ranks() : participants()));
  return renderRoutes(
    [{ path: '/:lang', element: <MatchDetails matchId="EUW1_1" puuid={PUUID} region="euw1" /> }],
    path,
  );
};

const rowOf = (name: RegExp) => {
  const row = screen.getAllByRole('row').find((r) => name.test(r.textContent ?? ''));
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

describe("Everyone's rank in the scoreboard", () => {
  it("shows each player's tier with its emblem and the date it was seen, or that it is unknown", async () => {
    await renderDetails();
    await screen.findAllByTestId('participant-rank');
    const viewed = rowOf(/Baron Stealer/);
    const tier = viewed.getByText('Platinum II');
    expect(tier.closest('[title]')?.getAttribute('title')).toBe(
      'as last seen by RiftScope on May 10, 2025',
    );
    expect(viewed.getByText(/as last seen by RiftScope on May 10, 2025/)).toBeTruthy();
    expect(rowOf(/Player 1#/).getByText('rank unknown')).toBeTruthy();
    expect(rowOf(/Player 2#/).getByText('Unranked')).toBeTruthy();
    // An apex tier has no division.
    expect(rowOf(/Player 3#/).getByText('Master')).toBeTruthy();
  });

  it('writes the ranks in Russian on a Russian page', async () => {
    await renderDetails('/ru');
    await screen.findAllByTestId('participant-rank');
    expect(rowOf(/Player 1#/).getByText('ранг неизвестен')).toBeTruthy();
    expect(rowOf(/Player 2#/).getByText('Без ранга')).toBeTruthy();
  });
});

describe('AverageRank', () => {
  it('shows the average tier with how many players it is drawn from, and nothing without one', async () => {
    const average = { tier: 'PLATINUM', division: 'II', players: 8, of: 10 } as const;
    await renderRoutes(
      [
        {
          path: '/:lang',
          element: (
            <>
              <AverageRank average={average} />
              <AverageRank average={matchItem(1).average_rank} />
            </>
          ),
        },
      ],
      '/en',
    );
    const shown = await screen.findByTitle('from 8 of 10 players');
    expect(shown.textContent).toBe('Avg. Platinum II (from 8 of 10 players)');
    expect(screen.getAllByTitle(/players/)).toHaveLength(1);
  });
});

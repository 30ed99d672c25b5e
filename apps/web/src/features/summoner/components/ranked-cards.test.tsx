import type { RankedPair } from '@riftscope/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { RankedCards } from './ranked-cards.tsx';

const renderRanks = (ranked: RankedPair, path = '/en') =>
  renderRoutes([{ path: '/:lang', element: <RankedCards ranked={ranked} /> }], path);

const SOLO = {
  queue_type: 'RANKED_SOLO_5x5',
  tier: 'GOLD',
  rank: 'II',
  leaguePoints: 45,
  wins: 60,
  losses: 40,
} as const;

describe('RankedCards', () => {
  it('labels the first standing Solo Queue and the second Flex Queue', async () => {
    await renderRanks([
      SOLO,
      { ...SOLO, queue_type: 'RANKED_FLEX_SR', tier: 'PLATINUM', rank: 'IV', leaguePoints: 0 },
    ]);

    const solo = screen.getByRole('article', { name: 'Solo Queue' });
    expect(within(solo).getByText('Gold II')).toBeTruthy();
    expect(within(solo).getByText('45 LP')).toBeTruthy();
    expect(within(solo).getByText('60W 40L')).toBeTruthy();
    expect(within(solo).getByText('60% win rate')).toBeTruthy();
    const flex = screen.getByRole('article', { name: 'Flex Queue' });
    expect(within(flex).getByText('Platinum IV')).toBeTruthy();
  });

  it("draws each standing's tier emblem beside its written name, hidden from screen readers", async () => {
    await renderRanks([SOLO, { ...SOLO, queue_type: 'RANKED_FLEX_SR', tier: 'PLATINUM' }]);

    const emblems = ['Solo Queue', 'Flex Queue'].map((name) =>
      screen.getByRole('article', { name }).querySelector('svg[aria-hidden="true"]'),
    );
    expect(emblems.every((emblem) => emblem !== null)).toBe(true);
    expect(emblems[0]?.innerHTML).not.toBe(emblems[1]?.innerHTML);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('shows Unranked for a queue without a standing', async () => {
    await renderRanks([null, null]);

    for (const name of ['Solo Queue', 'Flex Queue']) {
      expect(within(screen.getByRole('article', { name })).getByText('Unranked')).toBeTruthy();
    }
  });

  it('leaves the division out for apex tiers and translates tier names', async () => {
    await renderRanks(
      [{ ...SOLO, tier: 'CHALLENGER', rank: 'I', leaguePoints: 1_234 }, null],
      '/ru',
    );

    const solo = screen.getByRole('article', { name: 'Одиночная очередь' });
    expect(within(solo).getByText('Претендент')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Гибкая очередь' })).getByText('Без ранга'),
    ).toBeTruthy();
  });
});

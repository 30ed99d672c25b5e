import { describe, expect, it } from 'vitest';
import { winRate } from './win-rate.ts';

describe('winRate', () => {
  it('gives wins as a percent of games', () => {
    expect(winRate(3, 4)).toBe(75);
    expect(winRate(1, 3)).toBeCloseTo(33.333, 3);
  });

  it('is 0 when there are no games', () => {
    expect(winRate(0, 0)).toBe(0);
  });
});

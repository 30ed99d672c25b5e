import { winRateBounds } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { sampleOf } from './champion-page.mapper.ts';

describe('sampleOf', () => {
  it("gives an entry's win rate with its 95 % interval and its share of the sample", () => {
    expect(sampleOf({ games: 100, wins: 50 }, 400)).toEqual({
      games: 100,
      win_rate: 50,
      win_rate_low: 40.38,
      win_rate_high: 59.62,
      pick_rate: 25,
    });
  });

  it('gives the interval of every win or every loss, never an empty range', () => {
    expect(sampleOf({ games: 10, wins: 0 }, 10)).toMatchObject(winRateBounds(0, 10));
    expect(sampleOf({ games: 10, wins: 0 }, 10).win_rate_high).toBe(27.75);
    expect(sampleOf({ games: 10, wins: 10 }, 10).win_rate_low).toBe(72.25);
  });

  it('has no rate and no interval without games', () => {
    expect(sampleOf({ games: 0, wins: 0 }, 0)).toEqual({
      games: 0,
      win_rate: null,
      win_rate_low: null,
      win_rate_high: null,
      pick_rate: null,
    });
  });
});

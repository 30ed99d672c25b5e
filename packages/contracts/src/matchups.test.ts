import { describe, expect, it } from 'vitest';
import { CHAMPION_PAGE_MIN_SAMPLE } from './champions.ts';
import { bestOf, laneAverages } from './matchups.ts';

describe('the best entry of a matchup list', () => {
  it('is the highest lower bound among entries at the minimum sample', () => {
    expect(
      bestOf([
        { games: 200, win_rate_low: 53.1 },
        { games: 10, win_rate_low: 49.02 },
        { games: 1000, win_rate_low: 50.9 },
      ]),
    ).toBe(0);
  });

  it('leaves out entries under the minimum sample, however high their bound', () => {
    expect(CHAMPION_PAGE_MIN_SAMPLE).toBe(10);
    expect(
      bestOf([
        { games: 9, win_rate_low: 70 },
        { games: 10, win_rate_low: 40 },
      ]),
    ).toBe(1);
    expect(bestOf([{ games: 9, win_rate_low: 70 }])).toBe(-1);
    expect(bestOf([])).toBe(-1);
  });

  it('gives a tie to more games, then to the earlier entry', () => {
    expect(
      bestOf([
        { games: 10, win_rate_low: 50 },
        { games: 20, win_rate_low: 50 },
        { games: 20, win_rate_low: 50 },
      ]),
    ).toBe(1);
  });
});

describe('the lane averages at 15 minutes', () => {
  it('are the sums over the games: gold and XP whole, CS to a tenth', () => {
    expect(laneAverages({ games: 3, gold: -1000, cs: 10, xp: 301 })).toEqual({
      gold: -333,
      cs: 3.3,
      xp: 100,
    });
  });

  it('are null without games', () => {
    expect(laneAverages({ games: 0, gold: 0, cs: 0, xp: 0 })).toEqual({
      gold: null,
      cs: null,
      xp: null,
    });
  });
});

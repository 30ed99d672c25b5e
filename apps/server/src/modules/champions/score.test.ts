import { TIER_LETTER_MIN_GAMES, tierLetter } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import {
  championScore,
  championTier,
  MIN_SAMPLE_GAMES,
  type ScoreInput,
  smoothedWinRate,
} from './score.ts';

const base: ScoreInput = { games: 500, wins: 260, roleWinRate: 0.5, pickRate: 0.05, banRate: 0.05 };
const scoreOf = (input: Partial<ScoreInput>) => {
  const score = championScore({ ...base, ...input });
  if (score === null) throw new Error('expected a score');
  return score;
};

describe('smoothedWinRate', () => {
  it('shrinks toward the role mean with a prior of 200 games', () => {
    expect(smoothedWinRate(1000, 540, 0.5)).toBeCloseTo(640 / 1200, 12);
    expect(smoothedWinRate(0, 0, 0.48)).toBe(0.48);
  });
});

describe('championScore', () => {
  it('matches reference values computed by hand', () => {
    // (540 + 100) / 1200 = 0.53333; 30 + 500·0.03333 + 150·0.1 + 30·0.2 = 67.667
    expect(
      championScore({ games: 1000, wins: 540, roleWinRate: 0.5, pickRate: 0.1, banRate: 0.2 }),
    ).toBe(67.67);
    // (40 + 100) / 300 = 0.46667; 30 − 500·0.03333 + 150·0.02 + 30·0.01 = 16.633
    expect(
      championScore({ games: 100, wins: 40, roleWinRate: 0.5, pickRate: 0.02, banRate: 0.01 }),
    ).toBe(16.63);
    // exactly the role's mean and never picked or banned: the base
    expect(championScore({ games: 20, wins: 10, roleWinRate: 0.5, pickRate: 0, banRate: 0 })).toBe(
      30,
    );
    // role mean 0.52: (300 + 104) / 700 = 0.57714; 30 + 500·0.05714 + 150·0.08 + 30·0.05 = 72.07
    expect(
      championScore({ games: 500, wins: 300, roleWinRate: 0.52, pickRate: 0.08, banRate: 0.05 }),
    ).toBe(72.07);
  });

  it('clamps to 0–100', () => {
    expect(scoreOf({ games: 10_000, wins: 8_000, pickRate: 0.5, banRate: 0.5 })).toBe(100);
    expect(scoreOf({ games: 10_000, wins: 1_000, pickRate: 0, banRate: 0 })).toBe(0);
  });

  it('is null below the minimum sample and defined from it on', () => {
    expect(championScore({ ...base, games: MIN_SAMPLE_GAMES - 1, wins: 19 })).toBeNull();
    expect(championScore({ ...base, games: 0, wins: 0 })).toBeNull();
    expect(championScore({ ...base, games: MIN_SAMPLE_GAMES, wins: 10 })).not.toBeNull();
  });

  it('rises with wins, all else equal', () => {
    let previous = -1;
    for (let wins = 0; wins <= base.games; wins += 25) {
      const score = scoreOf({ wins, pickRate: 0.2, banRate: 0.2 });
      expect(score).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
    expect(scoreOf({ wins: 270 })).toBeGreaterThan(scoreOf({ wins: 260 }));
  });

  it('rises with pick rate and with ban rate, all else equal', () => {
    expect(scoreOf({ pickRate: 0.06 })).toBeGreaterThan(scoreOf({ pickRate: 0.05 }));
    expect(scoreOf({ banRate: 0.1 })).toBeGreaterThan(scoreOf({ banRate: 0.05 }));
    for (const rate of [0, 0.1, 0.2, 0.3]) {
      expect(scoreOf({ pickRate: rate + 0.01 })).toBeGreaterThan(scoreOf({ pickRate: rate }));
      expect(scoreOf({ banRate: rate + 0.01 })).toBeGreaterThan(scoreOf({ banRate: rate }));
    }
  });

  it('trusts a win rate more the more games it rests on', () => {
    const few = scoreOf({ games: 40, wins: 24, pickRate: 0, banRate: 0 });
    const many = scoreOf({ games: 4_000, wins: 2_400, pickRate: 0, banRate: 0 });
    expect(many).toBeGreaterThan(few);
  });
});

describe('tier letters (docs/product.md, Tier list)', () => {
  it.each([
    [100, 'S+'],
    [60, 'S+'],
    [59.99, 'S'],
    [50, 'S'],
    [49.99, 'A'],
    [40, 'A'],
    [39.99, 'B'],
    [30, 'B'],
    [29.99, 'C'],
    [20, 'C'],
    [19.99, 'D'],
    [0, 'D'],
  ])('gives %d the letter %s', (score, letter) => {
    expect(tierLetter(score)).toBe(letter);
  });

  it('gives no letter without a score', () => {
    expect(tierLetter(championScore({ ...base, games: 5, wins: 5 }))).toBeNull();
  });
});

describe("the letter's sample (docs/tier-list-score.md, The letter's sample)", () => {
  it('gives no letter below 100 games, even at the top score', () => {
    expect(TIER_LETTER_MIN_GAMES).toBe(100);
    expect(championTier(100, TIER_LETTER_MIN_GAMES - 1)).toBeNull();
    expect(championTier(75, MIN_SAMPLE_GAMES)).toBeNull();
  });

  it('gives the letter of the score from 100 games on', () => {
    expect(championTier(100, TIER_LETTER_MIN_GAMES)).toBe('S+');
    expect(championTier(45, TIER_LETTER_MIN_GAMES)).toBe('A');
    expect(championTier(5, 10_000)).toBe('D');
  });

  it('gives no letter without a score, whatever the games', () => {
    expect(championTier(null, 10_000)).toBeNull();
  });
});

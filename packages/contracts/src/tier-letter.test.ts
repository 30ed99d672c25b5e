import { describe, expect, it } from 'vitest';
import { TIER_LETTERS, tierLetter } from './tier-letter.ts';

describe('tierLetter', () => {
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
    [-5, 'D'],
  ] as const)('gives %s the letter %s', (score, letter) => {
    expect(tierLetter(score)).toBe(letter);
  });

  it('gives no letter without a score', () => {
    expect(tierLetter(null)).toBeNull();
    expect(tierLetter(Number.NaN)).toBeNull();
  });

  it('lists the letters best first', () => {
    expect(TIER_LETTERS).toEqual(['S+', 'S', 'A', 'B', 'C', 'D']);
  });
});

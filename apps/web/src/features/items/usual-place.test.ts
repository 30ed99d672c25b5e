import { describe, expect, it } from 'vitest';
import { usualPlace } from './usual-place.ts';

describe('usualPlace', () => {
  it('is the place with the most games, the earlier one on a tie', () => {
    expect(usualPlace([7, 12, 8, 0, 0, 0])).toBe(2);
    expect(usualPlace([0, 4, 4, 0, 0, 0])).toBe(2);
    expect(usualPlace([0, 0, 0, 0, 0, 1])).toBe(6);
  });

  it('is null for boots and for a legendary without games', () => {
    expect(usualPlace([])).toBeNull();
    expect(usualPlace([0, 0, 0, 0, 0, 0])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  canEverLevel,
  parseSkillOrder,
  type SkillPoint,
  skillOrderProblems,
  skillOrderText,
} from './skill-order.ts';

/** A skill order from its letters, `-` for a level not chosen yet. */
const order = (letters: string): SkillPoint[] => parseSkillOrder(letters.padEnd(15, '-'));

describe('skillOrderProblems', () => {
  it('accepts a usual order: the ultimate at 6 and 11, a basic skill maxed first', () => {
    expect(skillOrderProblems(order('QWEQQRQWQWRWWEE'))).toEqual([]);
  });

  it('names each level not chosen yet', () => {
    expect(skillOrderProblems(order('QWE'))).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ level: i + 4, reason: 'missing' })),
    );
  });

  it('refuses the ultimate before level 6 and its second point before level 11', () => {
    expect(skillOrderProblems(order('QWERQEQWQWRWWEE'))).toEqual([
      { level: 4, reason: 'ultimate_too_early' },
    ]);
    expect(skillOrderProblems(order('QWEQQRRQWQWWWEE'))).toEqual([
      { level: 7, reason: 'ultimate_too_early' },
    ]);
  });

  it('allows the ultimate after 6 when it was skipped there', () => {
    expect(skillOrderProblems(order('QWEQWQRQWQRWWEE'))).toEqual([]);
  });

  it('refuses a basic skill ranked faster than one point every two levels', () => {
    // The second Q at level 2: rank 2 opens at level 3.
    expect(skillOrderProblems(order('QQEWQRQWQWRWWEE'))).toEqual([
      { level: 2, reason: 'basic_too_early' },
    ]);
  });

  it('refuses a sixth point in a basic skill', () => {
    expect(skillOrderProblems(order('QWEQQRQWQQRWWEE'))).toEqual([
      { level: 10, reason: 'basic_maxed' },
    ]);
  });
});

describe('canEverLevel', () => {
  it('offers the ultimate from level 6 only and the basic skills at every level', () => {
    expect(canEverLevel('R', 5, 'ashe')).toBe(false);
    expect(canEverLevel('R', 6, 'ashe')).toBe(true);
    expect(canEverLevel('Q', 1, 'ashe')).toBe(true);
  });
});

describe('champions the game ranks otherwise', () => {
  it('takes any complete order of a champion with an ultimate from level 1, and asks only for the levels', () => {
    expect(canEverLevel('R', 1, 'Jayce')).toBe(true);
    expect(skillOrderProblems(order('RQWEQRQWQWRWEEE'), 'jayce')).toEqual([]);
    expect(skillOrderProblems(order('RQ'), 'nidalee')).toHaveLength(13);
  });
});

describe('skillOrderText', () => {
  it('writes the letters the server takes, and reads them back', () => {
    const letters = 'QWEQQRQWQWRWWEE';
    expect(skillOrderText(parseSkillOrder(letters))).toBe(letters);
    expect(parseSkillOrder('QWX')).toEqual(['Q', 'W', ...Array(13).fill(null)]);
  });
});

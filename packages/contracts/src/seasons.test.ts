import { describe, expect, it } from 'vitest';
import { seasonOf, seasonRange } from './seasons.ts';

describe('ranked seasons', () => {
  it('begin with the first patch of the year, not on January 1', () => {
    expect(seasonOf(Date.parse('2026-01-07T23:59:59Z'))).toBe(2025);
    expect(seasonOf(Date.parse('2026-01-08T00:00:00Z'))).toBe(2026);
    expect(seasonOf(Date.parse('2025-06-18T12:00:00Z'))).toBe(2025);
  });

  it('take a year missing from the table to begin on January 1', () => {
    expect(seasonOf(Date.parse('2031-01-01T00:00:00Z'))).toBe(2031);
    expect(seasonOf(Date.parse('2030-12-31T23:59:59Z'))).toBe(2030);
  });

  it('span from one start to the next', () => {
    expect(seasonRange(2025)).toEqual({
      from: Date.parse('2025-01-09T00:00:00Z'),
      to: Date.parse('2026-01-08T00:00:00Z'),
    });
  });
});

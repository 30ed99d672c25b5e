import { describe, expect, it } from 'vitest';
import { isKeptCopyDue } from './kept-copy.ts';

describe('isKeptCopyDue', () => {
  it('is never due while the slice holds the matches it was computed over', () => {
    expect(isKeptCopyDue({ isOld: true, keptMatches: 500, matches: 500 })).toBe(false);
    expect(isKeptCopyDue({ isOld: false, keptMatches: 0, matches: 0 })).toBe(false);
  });

  it('is due once old when the matches changed', () => {
    expect(isKeptCopyDue({ isOld: true, keptMatches: 500, matches: 501 })).toBe(true);
    expect(isKeptCopyDue({ isOld: false, keptMatches: 500, matches: 501 })).toBe(false);
  });

  it('is due at once when the slice holds twice the matches the copy counted, or more', () => {
    expect(isKeptCopyDue({ isOld: false, keptMatches: 500, matches: 999 })).toBe(false);
    expect(isKeptCopyDue({ isOld: false, keptMatches: 500, matches: 1000 })).toBe(true);
    expect(isKeptCopyDue({ isOld: false, keptMatches: 0, matches: 1 })).toBe(true);
  });

  it('is due when the slice lost matches (a rebuild or a purge) once old', () => {
    expect(isKeptCopyDue({ isOld: true, keptMatches: 500, matches: 200 })).toBe(true);
    expect(isKeptCopyDue({ isOld: false, keptMatches: 500, matches: 200 })).toBe(false);
  });
});

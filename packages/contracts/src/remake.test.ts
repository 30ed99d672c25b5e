import { describe, expect, it } from 'vitest';
import { isRemake, REMAKE_MAX_SECONDS } from './remake.ts';

describe('isRemake', () => {
  it('is a remake when Riot flags an early surrender', () => {
    expect(isRemake({ durationSeconds: 190, endedInEarlySurrender: true })).toBe(true);
    expect(isRemake({ durationSeconds: 248, endedInEarlySurrender: true })).toBe(true);
  });

  it('trusts the flag even past the duration limit', () => {
    expect(isRemake({ durationSeconds: 420, endedInEarlySurrender: true })).toBe(true);
  });

  it('is a remake when the game lasted under five minutes without the flag', () => {
    expect(REMAKE_MAX_SECONDS).toBe(300);
    expect(isRemake({ durationSeconds: 0, endedInEarlySurrender: false })).toBe(true);
    expect(isRemake({ durationSeconds: 299, endedInEarlySurrender: false })).toBe(true);
  });

  it('is a real game from five minutes on without the flag', () => {
    expect(isRemake({ durationSeconds: 300, endedInEarlySurrender: false })).toBe(false);
    expect(isRemake({ durationSeconds: 915, endedInEarlySurrender: false })).toBe(false);
  });
});

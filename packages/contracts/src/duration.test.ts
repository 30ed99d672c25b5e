import { describe, expect, it } from 'vitest';
import { elapsedSince, formatDuration, LIVE_TIMER_TICK_MS } from './duration.ts';

describe('formatDuration', () => {
  it.each([
    [1845, '30:45'],
    [65, '1:05'],
    [60, '1:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0, '0:00'],
    [3600, '60:00'],
    [3725, '62:05'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('drops fractions of a second', () => {
    expect(formatDuration(65.9)).toBe('1:05');
  });

  it('shows 0:00 for negative or invalid input', () => {
    expect(formatDuration(-5)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('elapsedSince', () => {
  const start = 1_700_000_000_000;

  it('counts whole seconds since the start', () => {
    expect(elapsedSince(start, start + 1845_000)).toBe(1845);
    expect(elapsedSince(start, start + 1999)).toBe(1);
  });

  it('is never negative when the clock is behind the start', () => {
    expect(elapsedSince(start, start - 5000)).toBe(0);
  });

  it("is 0 while Riot's start time is still 0 (loading screen)", () => {
    expect(elapsedSince(0, start)).toBe(0);
  });

  it('ticks every second', () => {
    expect(LIVE_TIMER_TICK_MS).toBe(1000);
  });
});

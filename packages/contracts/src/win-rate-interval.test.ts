import { describe, expect, it } from 'vitest';
import { WILSON_Z, wilsonInterval, winRateBounds } from './win-rate-interval.ts';

describe('wilsonInterval', () => {
  it('has no interval without games', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(winRateBounds(0, 0)).toEqual({ win_rate_low: null, win_rate_high: null });
  });

  it('matches published values of the 95 % Wilson score interval', () => {
    // 50 of 100: 40.38 %–59.62 %; 540 of 1,000: 50.90 %–57.07 %.
    expect(winRateBounds(50, 100)).toEqual({ win_rate_low: 40.38, win_rate_high: 59.62 });
    expect(winRateBounds(540, 1000)).toEqual({ win_rate_low: 50.9, win_rate_high: 57.07 });
    // 8 of 10: 49.02 %–94.33 %.
    expect(winRateBounds(8, 10)).toEqual({ win_rate_low: 49.02, win_rate_high: 94.33 });
  });

  it('stays within 0 and 100 and is not empty at no wins or every win', () => {
    expect(winRateBounds(0, 10)).toEqual({ win_rate_low: 0, win_rate_high: 27.75 });
    expect(winRateBounds(10, 10)).toEqual({ win_rate_low: 72.25, win_rate_high: 100 });
    expect(winRateBounds(1, 1)).toEqual({ win_rate_low: 20.65, win_rate_high: 100 });
  });

  it('narrows as games grow and always holds the observed rate', () => {
    let width = Number.POSITIVE_INFINITY;
    for (const games of [10, 40, 160, 640, 2560]) {
      const interval = wilsonInterval(games * 0.55, games);
      expect(interval).not.toBeNull();
      if (!interval) continue;
      expect(interval.low).toBeLessThanOrEqual(0.55);
      expect(interval.high).toBeGreaterThanOrEqual(0.55);
      expect(interval.high - interval.low).toBeLessThan(width);
      width = interval.high - interval.low;
    }
  });

  it('uses the 97.5 % normal quantile', () => {
    expect(WILSON_Z).toBeCloseTo(1.96, 2);
  });
});

import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rollUpPageViews, startPageViewRollup } from './page-view-rollup.ts';

const HOUR_MS = 60 * 60 * 1000;
const log = pino({ level: 'silent' });

describe('rollUpPageViews', () => {
  it('sums the days before today and keeps the rows of today and yesterday', async () => {
    const rollUp = vi.fn(async (_today: string, _keepFrom: string) => []);
    await rollUpPageViews({ rollUp }, new Date('2026-03-01T00:30:00Z'));
    expect(rollUp).toHaveBeenCalledWith('2026-03-01', '2026-02-28');
  });
});

describe('startPageViewRollup', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rolls up right away and then every interval, and keeps to it after a failed pass', async () => {
    vi.useFakeTimers();
    const rollUp = vi
      .fn(async () => ['2026-02-27'])
      .mockRejectedValueOnce(new Error('database unavailable'));
    const warn = vi.spyOn(log, 'warn');
    const rollup = startPageViewRollup({ analytics: { rollUp }, log, intervalMs: HOUR_MS });
    await vi.advanceTimersByTimeAsync(0);
    expect(rollUp).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(rollUp).toHaveBeenCalledTimes(2);

    await rollup.stop();
    await vi.advanceTimersByTimeAsync(3 * HOUR_MS);
    expect(rollUp).toHaveBeenCalledTimes(2);
  });
});

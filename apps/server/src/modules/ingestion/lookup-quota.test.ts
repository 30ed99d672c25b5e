import { describe, expect, it } from 'vitest';
import { createMemoryLookupQuota } from './lookup-quota.ts';

describe('lookup quota in memory', () => {
  it('lets an address look up its allowance of players, then tells it how long to wait until the window closes', async () => {
    let t = 0;
    const quota = createMemoryLookupQuota({ max: 2, windowMs: 60_000, now: () => t });
    expect(await quota.take('10.0.0.1', 'a')).toBe(0);
    t = 10_000;
    expect(await quota.take('10.0.0.1', 'b')).toBe(0);
    expect(await quota.take('10.0.0.1', 'c')).toBe(50);
    expect(await quota.take('10.0.0.2', 'c')).toBe(0);
    t = 60_000;
    expect(await quota.take('10.0.0.1', 'c')).toBe(0);
  });

  it('counts a player once per window however often it is asked for', async () => {
    const quota = createMemoryLookupQuota({ max: 1, windowMs: 60_000, now: () => 0 });
    for (let i = 0; i < 3; i++) expect(await quota.take('10.0.0.1', 'a')).toBe(0);
    expect(await quota.take('10.0.0.1', 'b')).toBe(60);
    expect(await quota.take('10.0.0.1', 'a')).toBe(0);
  });
});

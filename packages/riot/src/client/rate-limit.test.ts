import { describe, expect, it } from 'vitest';
import {
  MAX_RETRY_AFTER_MS,
  parseCounts,
  parseLimits,
  parseRetryAfter,
} from './rate-limit-headers.ts';
import { createMemoryRateLimitStore } from './rate-limit-store.ts';

describe('rate-limit headers', () => {
  it('reads limits and counts as Riot formats them', () => {
    expect(parseLimits('20:1,100:120')).toEqual([
      { limit: 20, windowSeconds: 1 },
      { limit: 100, windowSeconds: 120 },
    ]);
    expect(parseCounts('3:1,57:120')).toEqual([
      { count: 3, windowSeconds: 1 },
      { count: 57, windowSeconds: 120 },
    ]);
  });

  it('drops malformed parts and treats a missing header as no limits', () => {
    expect(parseLimits('20:1,abc,5:,:9, 7 : 3,0:10,100:0')).toEqual([
      { limit: 20, windowSeconds: 1 },
    ]);
    expect(parseLimits(null)).toEqual([]);
    expect(parseLimits('')).toEqual([]);
  });

  it('reads Retry-After as seconds or a date, clamped to a sane range', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('0.5', now)).toBe(500);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('99999999999', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('memory rate-limit store', () => {
  const limits = [{ limit: 3, windowSeconds: 1 }];

  it('does not constrain a bucket whose limits are unknown', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 50; i++)
      expect(await store.reserve([{ key: 'a', reserve: 0 }], 0)).toEqual({ ok: true });
    expect(await store.limits('a')).toBeNull();
  });

  it('allows the limit per window, then says how long to wait until the window closes', async () => {
    const store = createMemoryRateLimitStore({ marginMs: 100 });
    await store.learn('a', limits, [], 0);
    for (let i = 0; i < 3; i++)
      expect((await store.reserve([{ key: 'a', reserve: 0 }], 10)).ok).toBe(true);
    expect(await store.reserve([{ key: 'a', reserve: 0 }], 500)).toEqual({
      ok: false,
      waitMs: 610,
    });
    expect((await store.reserve([{ key: 'a', reserve: 0 }], 1110)).ok).toBe(true);
  });

  it('takes from every bucket or from none', async () => {
    const store = createMemoryRateLimitStore({ marginMs: 0 });
    await store.learn('app', [{ limit: 10, windowSeconds: 1 }], [], 0);
    await store.learn('method', [{ limit: 1, windowSeconds: 1 }], [], 0);
    const both = [
      { key: 'app', reserve: 0 },
      { key: 'method', reserve: 0 },
    ];
    expect((await store.reserve(both, 0)).ok).toBe(true);
    expect((await store.reserve(both, 1)).ok).toBe(false);
    // The refused call took nothing from the app bucket: nine more fit there alone.
    for (let i = 0; i < 9; i++)
      expect((await store.reserve([{ key: 'app', reserve: 0 }], 2)).ok).toBe(true);
    expect((await store.reserve([{ key: 'app', reserve: 0 }], 2)).ok).toBe(false);
  });

  it('keeps a share of each window for high-priority calls', async () => {
    const store = createMemoryRateLimitStore();
    await store.learn('a', [{ limit: 10, windowSeconds: 1 }], [], 0);
    let low = 0;
    while ((await store.reserve([{ key: 'a', reserve: 0.2 }], 0)).ok) low += 1;
    let high = 0;
    while ((await store.reserve([{ key: 'a', reserve: 0 }], 0)).ok) high += 1;
    expect([low, high]).toEqual([8, 2]);
  });

  it("adopts Riot's count when it is higher than ours (another process used the key)", async () => {
    const store = createMemoryRateLimitStore({ marginMs: 0 });
    await store.learn('a', [{ limit: 5, windowSeconds: 10 }], [{ count: 4, windowSeconds: 10 }], 0);
    expect((await store.reserve([{ key: 'a', reserve: 0 }], 1)).ok).toBe(true);
    expect(await store.reserve([{ key: 'a', reserve: 0 }], 2)).toEqual({ ok: false, waitMs: 9998 });
  });

  it('keeps counts when limits are learned again, and follows changed limits', async () => {
    const store = createMemoryRateLimitStore({ marginMs: 0 });
    await store.learn('a', [{ limit: 5, windowSeconds: 1 }], [], 0);
    for (let i = 0; i < 4; i++) await store.reserve([{ key: 'a', reserve: 0 }], 0);
    await store.learn('a', [{ limit: 4, windowSeconds: 1 }], [{ count: 1, windowSeconds: 1 }], 5);
    expect((await store.reserve([{ key: 'a', reserve: 0 }], 6)).ok).toBe(false);
  });

  it('refuses a blocked key until the block ends', async () => {
    const store = createMemoryRateLimitStore();
    await store.block('a', 5000);
    expect(await store.reserve([{ key: 'a', reserve: 0 }], 1000)).toEqual({
      ok: false,
      waitMs: 4000,
    });
    expect((await store.reserve([{ key: 'a', reserve: 0 }], 5000)).ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  MAX_RETRY_AFTER_MS,
  parseCounts,
  parseLimits,
  parseRetryAfter,
} from './rate-limit-headers.ts';
import { rateLimitStoreCases } from './rate-limit-store.cases.ts';
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
  rateLimitStoreCases((options) => createMemoryRateLimitStore(options));
});

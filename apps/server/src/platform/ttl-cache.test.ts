import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('answers until the entry expires', () => {
    let t = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => t });
    cache.set('a', 1);
    t = 99;
    expect(cache.get('a')).toBe(1);
    t = 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry beyond its size', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });

  it('drops every entry under a prefix', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('euw1:x:1', 1);
    cache.set('euw1:x:2', 2);
    cache.set('euw1:y:1', 3);
    cache.deletePrefix('euw1:x:');
    expect([cache.get('euw1:x:1'), cache.get('euw1:x:2'), cache.get('euw1:y:1')]).toEqual([
      undefined,
      undefined,
      3,
    ]);
  });
});

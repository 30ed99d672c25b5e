import { describe, expect, it } from 'vitest';
import { createByteLru } from './byte-lru.ts';

const bytes = (n: number) => Buffer.alloc(n);

describe('createByteLru', () => {
  it('evicts the least recently used entries once the total passes its budget', () => {
    const lru = createByteLru(10);
    lru.set('a', bytes(4));
    lru.set('b', bytes(4));
    expect(lru.get('a')).toBeDefined();
    lru.set('c', bytes(4));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.size()).toBe(8);
  });

  it('never holds an entry larger than the whole budget, and counts a replaced entry once', () => {
    const lru = createByteLru(10);
    lru.set('big', bytes(11));
    expect(lru.get('big')).toBeUndefined();
    lru.set('a', bytes(6));
    lru.set('a', bytes(3));
    expect(lru.size()).toBe(3);
  });
});

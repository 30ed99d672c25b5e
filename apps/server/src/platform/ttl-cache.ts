import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache of recent answers with a time to live and a size bound (the least
 * recently used entry out first). Several processes each keep their own, so an entry may be
 * stale by up to `ttlMs`. Each entry carries its own expiry against `now`, as lru-cache's ttl
 * keeps an entry until after its time and reads the clock through a cache of its own.
 */
export function createTtlCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  // Counted through maxSize, each entry one: `max` would allocate room for every entry up
  // front, megabytes for bounds that are seldom reached.
  const entries = new LRUCache<string, { value: T; expiresAt: number }>({
    maxSize: options.maxEntries,
    sizeCalculation: () => 1,
  });
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T): void {
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
    },
    /** Drops every entry whose key starts with `prefix`. */
    deletePrefix(prefix: string): void {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;

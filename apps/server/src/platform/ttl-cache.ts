/**
 * A small in-process cache of recent answers with a time to live and a size bound (oldest entry
 * out first). Several processes each keep their own, so an entry may be stale by up to `ttlMs`.
 */
export function createTtlCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expiresAt: number }>();
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
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    /** Drops every entry whose key starts with `prefix`. */
    deletePrefix(prefix: string): void {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;

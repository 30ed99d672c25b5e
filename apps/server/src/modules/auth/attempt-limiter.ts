/** Counts failures per key in a fixed window; used to lock an account after repeated bad passwords. */
export interface AttemptLimiter {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export function createMemoryAttemptLimiter(options: {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}): AttemptLimiter {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { failures: number; resetAt: number }>();

  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    retryAfter(key) {
      const entry = live(key);
      if (!entry || entry.failures < options.maxFailures) return 0;
      return Math.ceil((entry.resetAt - now()) / 1000);
    },
    recordFailure(key) {
      const entry = live(key);
      if (entry) entry.failures += 1;
      else entries.set(key, { failures: 1, resetAt: now() + options.windowMs });
      if (entries.size > 100_000) {
        for (const k of entries.keys()) if (!live(k)) entries.delete(k);
      }
    },
    reset(key) {
      entries.delete(key);
    },
  };
}

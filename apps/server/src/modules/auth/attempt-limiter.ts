/**
 * Counts failures per key in a fixed window; used to lock an account after repeated bad
 * passwords. In one process it counts in memory; with Redis every process counts together
 * (`platform/redis/attempt-limiter.ts`).
 */
export interface AttemptLimiter {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface AttemptLimiterOptions {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}

export function createMemoryAttemptLimiter(options: AttemptLimiterOptions): AttemptLimiter {
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
    async retryAfter(key) {
      const entry = live(key);
      if (!entry || entry.failures < options.maxFailures) return 0;
      return Math.ceil((entry.resetAt - now()) / 1000);
    },
    async recordFailure(key) {
      const entry = live(key);
      if (entry) entry.failures += 1;
      else entries.set(key, { failures: 1, resetAt: now() + options.windowMs });
      if (entries.size > 100_000) {
        for (const k of entries.keys()) if (!live(k)) entries.delete(k);
      }
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

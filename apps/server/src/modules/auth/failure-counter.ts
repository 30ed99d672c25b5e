/** The failures counted under one key: how many, and when the last one was (ms). */
export interface FailureCount {
  failures: number;
  lastFailureAt: number;
}

/**
 * Counts failed attempts per key; what a count means (how long to wait) is the sign-in
 * throttle's rule (`sign-in-throttle.ts`). Times are the caller's clock, so a count is forgotten
 * `memoryMs` after its last failure by that clock. In one process it counts in memory; with Redis
 * every process counts together (`failure-counter.redis.ts`).
 */
export interface FailureCounter {
  /** The live count of each key, in the order given; a key never failed reads as zero. */
  read(keys: readonly string[], now: number): Promise<FailureCount[]>;
  /** Counts one failure at `now` under each key. */
  record(keys: readonly string[], now: number): Promise<void>;
  /** Forgets each key's failures. */
  reset(keys: readonly string[]): Promise<void>;
}

export interface FailureCounterOptions {
  /** A key's failures are forgotten this long after its last one. */
  memoryMs: number;
}

export const NO_FAILURES: FailureCount = Object.freeze({ failures: 0, lastFailureAt: 0 });

/** Keys kept before the forgotten ones are swept out, so a flood of addresses cannot grow memory. */
const SWEEP_ABOVE = 100_000;

export function createMemoryFailureCounter(options: FailureCounterOptions): FailureCounter {
  const entries = new Map<string, FailureCount>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    return entry && now - entry.lastFailureAt < options.memoryMs ? entry : undefined;
  };

  return {
    async read(keys, now) {
      return keys.map((key) => {
        const entry = live(key, now);
        return entry ? { ...entry } : NO_FAILURES;
      });
    },
    async record(keys, now) {
      for (const key of keys) {
        const failures = (live(key, now)?.failures ?? 0) + 1;
        entries.set(key, { failures, lastFailureAt: now });
      }
      if (entries.size > SWEEP_ABOVE) {
        for (const key of entries.keys()) if (!live(key, now)) entries.delete(key);
      }
    },
    async reset(keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

/** The failures counted under one key: how many, and when the last one was (ms). */
export interface FailureCount {
  failures: number;
  lastFailureAt: number;
}

/**
 * Counts failed attempts per key; what a count means (how long to wait) is the sign-in
 * throttle's rule (`sign-in-throttle.ts`). An attempt is counted when it begins, before its
 * outcome is known, so that attempts made at once each see the others; it then ends as a failure
 * or is let go. Times are the caller's clock, so a count is forgotten `memoryMs` after its last
 * failure by that clock. In one process it counts in memory; with Redis every process counts
 * together (`failure-counter.redis.ts`).
 */
export interface FailureCounter {
  /**
   * Begins an attempt under each key, in one step, and answers each key's count as it was just
   * before: its failures, with the attempts still in progress counted as failures made when the
   * latest of them began.
   */
  begin(keys: readonly string[], now: number): Promise<FailureCount[]>;
  /** Ends an attempt begun under each key as one failure at `now`. */
  fail(keys: readonly string[], now: number): Promise<void>;
  /** Ends an attempt begun under each key as no failure (refused, or it succeeded). */
  release(keys: readonly string[]): Promise<void>;
  /** Forgets each key's failures; attempts in progress stay counted until they end. */
  reset(keys: readonly string[]): Promise<void>;
}

export interface FailureCounterOptions {
  /** A key's failures are forgotten this long after its last one. */
  memoryMs: number;
}

/**
 * Attempts that have not ended are no longer counted once none has begun under their key for
 * this long: their process stopped before it could end them. A password check takes well under
 * a second.
 */
export const ATTEMPT_LIFETIME_MS = 60_000;

/** What a key holds: its failures, and the attempts in progress and when the latest began. */
export interface FailureState {
  failures: number;
  lastFailureAt: number;
  inProgress: number;
  lastBeganAt: number;
}

/** The state as the caller's clock sees it now: forgotten failures and abandoned attempts gone. */
export function liveState(state: FailureState, now: number, memoryMs: number): FailureState {
  const isRemembered = state.failures > 0 && now - state.lastFailureAt < memoryMs;
  const isInProgress = state.inProgress > 0 && now - state.lastBeganAt < ATTEMPT_LIFETIME_MS;
  return {
    failures: isRemembered ? state.failures : 0,
    lastFailureAt: isRemembered ? state.lastFailureAt : 0,
    inProgress: isInProgress ? state.inProgress : 0,
    lastBeganAt: isInProgress ? state.lastBeganAt : 0,
  };
}

/** A live state as a count: attempts in progress count as failures made when the latest began. */
export function countOf(state: FailureState): FailureCount {
  return {
    failures: state.failures + state.inProgress,
    lastFailureAt:
      state.inProgress > 0 ? Math.max(state.lastFailureAt, state.lastBeganAt) : state.lastFailureAt,
  };
}

export const NO_FAILURES: FailureCount = Object.freeze({ failures: 0, lastFailureAt: 0 });

const EMPTY: FailureState = Object.freeze({
  failures: 0,
  lastFailureAt: 0,
  inProgress: 0,
  lastBeganAt: 0,
});

/** Keys kept before the forgotten ones are swept out, so a flood of addresses cannot grow memory. */
const SWEEP_ABOVE = 100_000;

/** Counts in this process; each method changes every key before it returns, in one step. */
export function createMemoryFailureCounter(options: FailureCounterOptions): FailureCounter {
  const entries = new Map<string, FailureState>();
  const stateOf = (key: string, now: number) =>
    liveState(entries.get(key) ?? EMPTY, now, options.memoryMs);
  const isEmpty = (state: FailureState) => state.failures === 0 && state.inProgress === 0;

  return {
    async begin(keys, now) {
      const counts = keys.map((key) => {
        const state = stateOf(key, now);
        entries.set(key, { ...state, inProgress: state.inProgress + 1, lastBeganAt: now });
        return countOf(state);
      });
      if (entries.size > SWEEP_ABOVE) {
        for (const [key, state] of entries) {
          if (isEmpty(liveState(state, now, options.memoryMs))) entries.delete(key);
        }
      }
      return counts;
    },
    async fail(keys, now) {
      for (const key of keys) {
        const state = stateOf(key, now);
        entries.set(key, {
          ...state,
          failures: state.failures + 1,
          lastFailureAt: now,
          inProgress: Math.max(0, state.inProgress - 1),
        });
      }
    },
    async release(keys) {
      for (const key of keys) {
        const state = entries.get(key);
        if (!state) continue;
        const ended = { ...state, inProgress: Math.max(0, state.inProgress - 1) };
        if (isEmpty(ended)) entries.delete(key);
        else entries.set(key, ended);
      }
    },
    async reset(keys) {
      for (const key of keys) {
        const state = entries.get(key);
        if (!state) continue;
        const forgotten = { ...state, failures: 0, lastFailureAt: 0 };
        if (isEmpty(forgotten)) entries.delete(key);
        else entries.set(key, forgotten);
      }
    },
  };
}

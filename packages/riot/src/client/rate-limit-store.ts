import type { LimitWindow, WindowCount } from './rate-limit-headers.ts';

/** One bucket to reserve from: an app bucket (per routing value) or a method bucket. */
export interface BucketRequest {
  key: string;
  /**
   * Share of each window kept free for high-priority calls; a low-priority caller sees
   * `limit × (1 − reserve)`.
   */
  reserve: number;
}

export type Reservation = { ok: true } | { ok: false; waitMs: number };

/**
 * A request on its way to Riot. Until it is settled (its answer is in, or it failed) or `until`
 * passes, the windows it was counted in do not close: it may still reach Riot, and Riot would
 * count it in the window it arrives in.
 */
export interface Flight {
  id: string;
  /** When the request is given up on (its timeout), in the callers' clock. */
  until: number;
}

/**
 * How often a call waiting for a window held open by requests in flight asks again. A window is
 * held for the time an answer takes, so a short poll loses little of the next window.
 */
export const FLIGHT_POLL_MS = 50;

/**
 * Where rate-limit buckets live. The in-memory store serves one process; a Redis store lets
 * every process share one budget per key. Implementations must make `reserve` atomic.
 */
export interface RateLimitStore {
  /** Limits learned for a key, or null while none are known. */
  limits(key: string): Promise<LimitWindow[] | null>;
  /**
   * Takes one request from every window of every bucket, or takes nothing and says how long
   * until all could fit. Buckets without learned limits do not constrain.
   */
  reserve(buckets: readonly BucketRequest[], now: number, flight?: Flight): Promise<Reservation>;
  /** The request reserved with this flight is answered or failed: its windows may close. */
  settle(keys: readonly string[], id: string): Promise<void>;
  /** Records limits from response headers and adopts Riot's counts when they are higher. */
  learn(
    key: string,
    limits: readonly LimitWindow[],
    counts: readonly WindowCount[],
    now: number,
  ): Promise<void>;
  /** Refuses every reservation on the key until `until` (after a 429 with Retry-After). */
  block(key: string, until: number): Promise<void>;
}

interface WindowState {
  limit: number;
  windowMs: number;
  count: number;
  /** When the window closes; null until its first request. */
  resetAt: number | null;
}

interface Bucket {
  windows: WindowState[];
  blockedUntil: number;
  /** Requests let through while no limits were known, and when the first of them was. */
  probes: number;
  probesSince: number;
  /** Requests in flight: id → until. */
  flights: Map<string, number>;
}

/**
 * Requests sent before a bucket's limits are known (each process's first, to learn them) count
 * in the windows learned next, if those are learned within this long. Riot counted them too;
 * another process's probe may not be in the counts the first answer reports.
 */
export const PROBE_MEMORY_MS = 10_000;

/**
 * At most this many probes are remembered: a few processes each send one. A server that sends no
 * limit headers gets every request through unlearned, and those are not all to be counted if it
 * starts limiting.
 */
export const MAX_PROBES = 10;

/** The memory store's buckets, and how long past its length a window is held open. */
interface MemoryStore {
  buckets: Map<string, Bucket>;
  marginMs: number;
}

function bucketOf(store: MemoryStore, key: string): Bucket {
  let b = store.buckets.get(key);
  if (!b) {
    b = { windows: [], blockedUntil: 0, probes: 0, probesSince: 0, flights: new Map() };
    store.buckets.set(key, b);
  }
  return b;
}

/** The earliest `until` of the bucket's requests in flight, or null when none is; drops lapsed ones. */
function heldUntil(b: Bucket, now: number): number | null {
  let earliest: number | null = null;
  for (const [id, until] of b.flights) {
    if (until <= now) b.flights.delete(id);
    else earliest = Math.min(earliest ?? until, until);
  }
  return earliest;
}

/**
 * Starts a window afresh once its reset time has come and none of its requests is in flight:
 * false when the time has come but a request still is (the window takes no more and must wait).
 */
function roll(w: WindowState, now: number, held: number | null): boolean {
  if (w.resetAt === null || now < w.resetAt) return true;
  if (held !== null) return false;
  w.count = 0;
  w.resetAt = null;
  return true;
}

/** How long until every requested bucket has room (0: now), blocks included. */
function waitFor(store: MemoryStore, requests: readonly BucketRequest[], now: number): number {
  let waitMs = 0;
  for (const { key, reserve } of requests) {
    const b = bucketOf(store, key);
    if (b.blockedUntil > now) waitMs = Math.max(waitMs, b.blockedUntil - now);
    const held = heldUntil(b, now);
    for (const w of b.windows) {
      if (!roll(w, now, held)) {
        waitMs = Math.max(waitMs, Math.min(FLIGHT_POLL_MS, (held ?? now) - now));
        continue;
      }
      const allowed = Math.max(1, Math.floor(w.limit * (1 - reserve)));
      if (w.count >= allowed && w.resetAt !== null) waitMs = Math.max(waitMs, w.resetAt - now);
    }
  }
  return waitMs;
}

/** Counts one request in every requested bucket: in its windows, or as a probe. */
function count(
  store: MemoryStore,
  requests: readonly BucketRequest[],
  now: number,
  flight: Flight | undefined,
) {
  for (const { key } of requests) {
    const b = bucketOf(store, key);
    if (flight) b.flights.set(flight.id, flight.until);
    if (b.windows.length === 0) {
      if (now - b.probesSince >= PROBE_MEMORY_MS) {
        b.probes = 0;
        b.probesSince = now;
      }
      b.probes = Math.min(b.probes + 1, MAX_PROBES);
    }
    for (const w of b.windows) {
      w.count += 1;
      w.resetAt ??= now + w.windowMs + store.marginMs;
    }
  }
}

/**
 * A learned window: the old one's count and reset carried over, Riot's count (or, for a new
 * window, the probes sent before) taken when higher.
 */
function learnedWindow(
  store: MemoryStore,
  b: Bucket,
  learned: {
    limit: LimitWindow;
    counts: readonly WindowCount[];
    probes: number;
    held: number | null;
    now: number;
  },
): WindowState {
  const {
    limit: { limit, windowSeconds },
    counts,
    probes,
    held,
    now,
  } = learned;
  const windowMs = windowSeconds * 1000;
  const old = b.windows.find((w) => w.windowMs === windowMs);
  const state: WindowState = old ? { ...old, limit } : { limit, windowMs, count: 0, resetAt: null };
  roll(state, now, held);
  const counted = counts.find((c) => c.windowSeconds === windowSeconds)?.count ?? 0;
  const reported = Math.max(counted, old ? 0 : probes);
  if (reported > state.count) {
    state.count = reported;
    state.resetAt ??= now + windowMs + store.marginMs;
  }
  // This answer's request opened Riot's window, so Riot's closes no sooner than a window's
  // length from now: a request that reached Riot late (a busy process) moves ours too.
  if (counted === 1 && state.resetAt !== null) {
    state.resetAt = Math.max(state.resetAt, now + windowMs);
  }
  return state;
}

/**
 * Fixed windows that open at their first request, as Riot's do. A window is held open
 * `marginMs` longer than its length, because Riot opens its own window when the request
 * arrives, a little after we sent it; and it closes only once none of the requests counted in it
 * is still on its way (see Flight), since one that arrives late counts in Riot's next window.
 */
export function createMemoryRateLimitStore(options: { marginMs?: number } = {}): RateLimitStore {
  const store: MemoryStore = { buckets: new Map(), marginMs: options.marginMs ?? 100 };

  return {
    async limits(key) {
      const b = store.buckets.get(key);
      return b && b.windows.length > 0
        ? b.windows.map((w) => ({ limit: w.limit, windowSeconds: w.windowMs / 1000 }))
        : null;
    },

    async reserve(requests, now, flight) {
      const waitMs = waitFor(store, requests, now);
      if (waitMs > 0) return { ok: false, waitMs };
      count(store, requests, now, flight);
      return { ok: true };
    },

    async settle(keys, id) {
      for (const key of keys) store.buckets.get(key)?.flights.delete(id);
    },

    async learn(key, limits, counts, now) {
      if (limits.length === 0) return;
      const b = bucketOf(store, key);
      const probes = now - b.probesSince < PROBE_MEMORY_MS ? b.probes : 0;
      const held = heldUntil(b, now);
      b.windows = limits.map((limit) =>
        learnedWindow(store, b, { limit, counts, probes, held, now }),
      );
      b.probes = 0;
    },

    async block(key, until) {
      const b = bucketOf(store, key);
      b.blockedUntil = Math.max(b.blockedUntil, until);
    },
  };
}

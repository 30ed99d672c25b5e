import { randomUUID } from 'node:crypto';
import { type AbortableSleep, abortedError } from './abortable-sleep.ts';
import { createSemaphore, type Semaphore } from './concurrency.ts';
import type { Endpoint } from './endpoints.ts';
import { RiotApiError } from './errors.ts';
import type { AttemptOutcome } from './outcome.ts';
import { parseCounts, parseLimits, parseRetryAfter } from './rate-limit-headers.ts';
import type { BucketRequest, RateLimitStore } from './rate-limit-store.ts';
import type { LimitType, RiotClientStats } from './stats.ts';

/** One call's request, the same for each of its attempts. */
export interface AttemptRequest {
  endpoint: Endpoint;
  url: string;
  /** The routing value (euw1, europe) the request goes to. */
  routing: string;
  appKey: string;
  methodKey: string;
  buckets: BucketRequest[];
  /** Waiting for budget past this fails the call with kind 'budget'. */
  deadline: number;
  signal: AbortSignal | undefined;
}

export interface AttemptDeps {
  apiKey: string;
  store: RateLimitStore;
  fetch: typeof fetch;
  /** Per attempt. */
  timeoutMs: number;
  concurrencyPerRouting: number;
  now: () => number;
  sleepUnless: AbortableSleep;
  /** Counted into: requests, responses by status and 429s by kind. */
  stats: RiotClientStats;
  log: { warn(obj: object, msg: string): void } | undefined;
}

/** What the attempts of one client share: its dependencies, slots and what it knows. */
interface AttemptState {
  deps: AttemptDeps;
  semaphores: Map<string, Semaphore>;
  /** Buckets whose limits are known; until then one request at a time learns them. */
  knownBuckets: Set<string>;
  probes: Map<string, Semaphore>;
}

type Sent = { res: Response; body: string } | RiotApiError;

function semaphoreFor(map: Map<string, Semaphore>, key: string, limit: number): Semaphore {
  let s = map.get(key);
  if (!s) {
    s = createSemaphore(limit);
    map.set(key, s);
  }
  return s;
}

/** A store call; a store that fails (Redis down) fails the Riot call, which is not sent. */
async function fromStore<T>(endpointId: string, task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (err) {
    throw new RiotApiError({
      kind: 'store',
      endpoint: endpointId,
      message: 'the rate-limit store did not answer',
      cause: err,
    });
  }
}

async function isKnown(state: AttemptState, key: string, endpointId: string): Promise<boolean> {
  if (state.knownBuckets.has(key)) return true;
  if (await fromStore(endpointId, () => state.deps.store.limits(key))) {
    state.knownBuckets.add(key);
    return true;
  }
  return false;
}

async function areKnown(state: AttemptState, { appKey, methodKey, endpoint }: AttemptRequest) {
  return (
    (await isKnown(state, appKey, endpoint.id)) && (await isKnown(state, methodKey, endpoint.id))
  );
}

/**
 * Waits until the app and method buckets both have room, or throws when the deadline comes first.
 * The request is in flight from its reservation until it is settled, for at most its timeout.
 */
async function acquireBudget(deps: AttemptDeps, request: AttemptRequest, id: string) {
  const { endpoint, buckets, deadline, signal } = request;
  for (;;) {
    if (signal?.aborted) throw abortedError(endpoint.id);
    const now = deps.now();
    const flight = { id, until: now + deps.timeoutMs };
    const reservation = await fromStore(endpoint.id, () =>
      deps.store.reserve(buckets, now, flight),
    );
    if (reservation.ok) return;
    if (deps.now() + reservation.waitMs > deadline) {
      throw new RiotApiError({
        kind: 'budget',
        endpoint: endpoint.id,
        retryAfterMs: reservation.waitMs,
        message: `rate-limit budget exhausted for ${Math.ceil(reservation.waitMs / 1000)} s`,
      });
    }
    await deps.sleepUnless(reservation.waitMs, signal, endpoint.id);
  }
}

/**
 * Learns limits from a response. A response without limit headers also ends the probing:
 * such a server (or proxy) does not tell us its limits, so only 429s can slow us down.
 */
async function learn(state: AttemptState, request: AttemptRequest, headers: Headers) {
  const { appKey, methodKey } = request;
  const { store } = state.deps;
  state.knownBuckets.add(appKey);
  state.knownBuckets.add(methodKey);
  const t = state.deps.now();
  const appLimits = parseLimits(headers.get('x-app-rate-limit'));
  if (appLimits.length > 0) {
    await store.learn(appKey, appLimits, parseCounts(headers.get('x-app-rate-limit-count')), t);
  }
  const methodLimits = parseLimits(headers.get('x-method-rate-limit'));
  if (methodLimits.length > 0) {
    await store.learn(
      methodKey,
      methodLimits,
      parseCounts(headers.get('x-method-rate-limit-count')),
      t,
    );
  }
}

/** Sends the request: the response with its body, or the error for no response. */
async function send(deps: AttemptDeps, { endpoint, url, signal }: AttemptRequest): Promise<Sent> {
  const { stats } = deps;
  stats.requests += 1;
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  try {
    const res = await deps.fetch(url, {
      headers: { 'X-Riot-Token': deps.apiKey, Accept: 'application/json' },
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
    const body = await res.text();
    stats.responsesByStatus[res.status] = (stats.responsesByStatus[res.status] ?? 0) + 1;
    return { res, body };
  } catch (err) {
    if (signal?.aborted) return abortedError(endpoint.id);
    const isTimeout =
      err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return new RiotApiError({
      kind: isTimeout ? 'timeout' : 'network',
      endpoint: endpoint.id,
      message: isTimeout ? `no answer within ${deps.timeoutMs} ms` : 'connection failed',
      cause: err,
    });
  }
}

/**
 * While a bucket's limits are unknown, one request at a time goes through to learn them: the
 * release of that gate when this request is the one probing, else undefined.
 */
async function enterProbe(
  state: AttemptState,
  request: AttemptRequest,
): Promise<(() => void) | undefined> {
  const { appKey, methodKey } = request;
  const isKnownHere = state.knownBuckets.has(appKey) && state.knownBuckets.has(methodKey);
  if (isKnownHere || (await areKnown(state, request))) return undefined;
  const release = await semaphoreFor(state.probes, methodKey, 1).acquire();
  // Whoever waited here while the first call learned the limits goes on without the gate;
  // a store that fails here must not keep the gate shut for every later call.
  const isLearned = await areKnown(state, request).catch((err: unknown) => {
    release();
    throw err;
  });
  if (isLearned) {
    release();
    return undefined;
  }
  return release;
}

/** Takes a slot of the routing value and budget, sends, and learns limits from the answer. */
async function sendInSlot(state: AttemptState, request: AttemptRequest): Promise<Sent> {
  const { deps } = state;
  let sent: Sent;
  // The slot first, then the budget, then the request at once: a reservation made
  // before a long wait for a slot could reach Riot in a later window than it was counted in.
  const release = await semaphoreFor(
    state.semaphores,
    request.routing,
    deps.concurrencyPerRouting,
  ).acquire();
  const id = randomUUID();
  try {
    await acquireBudget(deps, request, id);
    sent = await send(deps, request);
  } finally {
    release();
  }
  if (!(sent instanceof RiotApiError)) {
    // The answer is here; limits not recorded now are learned from the next one.
    await learn(state, request, sent.res.headers).catch((err: unknown) =>
      deps.log?.warn({ err, endpoint: request.endpoint.id }, 'rate limits not recorded'),
    );
  }
  // Only after learning: an answer saying its request opened Riot's window moves ours first.
  await deps.store
    .settle([request.appKey, request.methodKey], id)
    .catch((err: unknown) =>
      deps.log?.warn({ err, endpoint: request.endpoint.id }, 'request not settled'),
    );
  return sent;
}

/** The outcome of an answer; a 429 is counted by kind, and blocks its bucket until Retry-After. */
async function readAnswer(
  deps: AttemptDeps,
  request: AttemptRequest,
  { res, body }: { res: Response; body: string },
): Promise<AttemptOutcome> {
  const { endpoint, appKey, methodKey } = request;
  const { stats, store, now } = deps;
  if (res.ok) return { status: res.status, body, retryAfterMs: null, limitType: null };
  const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), now());
  let limitType: LimitType | null = null;
  if (res.status === 429) {
    const type = (res.headers.get('x-rate-limit-type') ?? 'unknown').toLowerCase();
    const kind: LimitType = type in stats.rateLimited ? (type as LimitType) : 'unknown';
    stats.rateLimited[kind] += 1;
    if (retryAfterMs !== null && (kind === 'application' || kind === 'method')) {
      await fromStore(endpoint.id, () =>
        store.block(kind === 'application' ? appKey : methodKey, now() + retryAfterMs),
      );
    }
    limitType = kind;
  }
  return { status: res.status, body, retryAfterMs, limitType };
}

/**
 * Makes the function for one attempt: it takes a slot and budget from the rate-limit store,
 * sends the request and reads the answer's headers (learning limits, and recording a 429).
 * It returns the answer or the network failure, timeout or abort that stands in for one, and
 * throws when the request cannot be sent: no budget before the deadline, the caller gave up
 * while waiting, or the store failed.
 */
export function createAttempt(deps: AttemptDeps) {
  const state: AttemptState = {
    deps,
    semaphores: new Map(),
    knownBuckets: new Set(),
    probes: new Map(),
  };

  return async function attempt(request: AttemptRequest): Promise<AttemptOutcome> {
    const releaseProbe = await enterProbe(state, request);
    let sent: Sent;
    try {
      sent = await sendInSlot(state, request);
    } finally {
      releaseProbe?.();
    }
    if (sent instanceof RiotApiError) return sent;
    return readAnswer(deps, request, sent);
  };
}

export type Attempt = ReturnType<typeof createAttempt>;

import type { z } from 'zod';
import { baseUrlFor, isPlatform, type Platform, regionalRouteOf } from '../routing.ts';
import { backoffDelay } from './backoff.ts';
import { createSemaphore, type Semaphore } from './concurrency.ts';
import { ENDPOINTS, type Endpoint } from './endpoints.ts';
import { RiotApiError } from './errors.ts';
import { parseCounts, parseLimits, parseRetryAfter } from './rate-limit-headers.ts';
import {
  type BucketRequest,
  createMemoryRateLimitStore,
  type RateLimitStore,
} from './rate-limit-store.ts';

export type Priority = 'high' | 'low';

/** Something that looks like a pino logger. */
export interface RiotLogger {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface RiotClientOptions {
  apiKey: string;
  /** URL template with `{routing}`, e.g. `https://{routing}.api.riotgames.com`. */
  baseUrl: string;
  store?: RateLimitStore;
  fetch?: typeof fetch;
  /** Per attempt. */
  timeoutMs?: number;
  /** Retries after the first attempt for 429, 5xx, network errors, timeouts and cut-off bodies. */
  maxRetries?: number;
  backoff?: { baseMs: number; capMs: number };
  /** How long one call may take in all: waiting for budget, attempts and backoff. */
  maxWaitMs?: number;
  /** Requests in flight at once per routing value. */
  concurrencyPerRouting?: number;
  /** Share of every window that low-priority calls (the crawler) leave to high-priority ones. */
  lowPriorityReserve?: number;
  log?: RiotLogger;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface RiotClientStats {
  requests: number;
  responsesByStatus: Record<number, number>;
  rateLimited: { application: number; method: number; service: number; unknown: number };
  retries: number;
}

export interface CallOptions {
  priority?: Priority;
  /** Stops waiting for budget, backoff or an answer; the call fails with kind 'aborted'. */
  signal?: AbortSignal;
}

export interface MatchIdsQuery {
  start?: number;
  count?: number;
  queue?: number;
  type?: 'ranked' | 'normal' | 'tourney' | 'tutorial';
  startTime?: number;
  endTime?: number;
}

/** Riot's 429 kinds (`X-Rate-Limit-Type`). */
type LimitType = keyof RiotClientStats['rateLimited'];

const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);

/** account-v1 is served on americas, asia and europe; sea platforms use asia. */
const accountRouteOf = (platform: Platform) => {
  const route = regionalRouteOf(platform);
  return route === 'sea' ? 'asia' : route;
};

/** Creates a Riot API client that keeps within the learned rate limits and retries what may pass. */
export function createRiotClient(options: RiotClientOptions) {
  const store = options.store ?? createMemoryRateLimitStore();
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxRetries = options.maxRetries ?? 3;
  const backoff = options.backoff ?? { baseMs: 500, capMs: 10_000 };
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const reserve = options.lowPriorityReserve ?? 0.2;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = options.random ?? Math.random;
  const log = options.log;

  const aborted = (endpointId: string) =>
    new RiotApiError({ kind: 'aborted', endpoint: endpointId, message: 'the caller gave up' });

  /** Sleeps, or rejects as soon as the signal aborts. */
  const sleepUnless = async (ms: number, signal: AbortSignal | undefined, endpointId: string) => {
    if (!signal) return sleep(ms);
    if (signal.aborted) throw aborted(endpointId);
    let onAbort: (() => void) | undefined;
    const abort = new Promise<never>((_, reject) => {
      onAbort = () => reject(aborted(endpointId));
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      await Promise.race([sleep(ms), abort]);
    } finally {
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  };

  const semaphores = new Map<string, Semaphore>();
  /** Buckets whose limits are known; until then one request at a time learns them. */
  const knownBuckets = new Set<string>();
  const probes = new Map<string, Semaphore>();
  const stats: RiotClientStats = {
    requests: 0,
    responsesByStatus: {},
    rateLimited: { application: 0, method: 0, service: 0, unknown: 0 },
    retries: 0,
  };

  const semaphoreFor = (map: Map<string, Semaphore>, key: string, limit: number) => {
    let s = map.get(key);
    if (!s) {
      s = createSemaphore(limit);
      map.set(key, s);
    }
    return s;
  };

  /** A store call; a store that fails (Redis down) fails the Riot call, which is not sent. */
  const fromStore = async <T>(endpointId: string, task: () => Promise<T>): Promise<T> => {
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
  };

  const isKnown = async (key: string, endpointId: string) => {
    if (knownBuckets.has(key)) return true;
    if (await fromStore(endpointId, () => store.limits(key))) {
      knownBuckets.add(key);
      return true;
    }
    return false;
  };

  /** Waits until the app and method buckets both have room, or throws when the deadline comes first. */
  async function acquireBudget(
    endpointId: string,
    buckets: BucketRequest[],
    deadline: number,
    signal: AbortSignal | undefined,
  ) {
    for (;;) {
      if (signal?.aborted) throw aborted(endpointId);
      const reservation = await fromStore(endpointId, () => store.reserve(buckets, now()));
      if (reservation.ok) return;
      if (now() + reservation.waitMs > deadline) {
        throw new RiotApiError({
          kind: 'budget',
          endpoint: endpointId,
          retryAfterMs: reservation.waitMs,
          message: `rate-limit budget exhausted for ${Math.ceil(reservation.waitMs / 1000)} s`,
        });
      }
      await sleepUnless(reservation.waitMs, signal, endpointId);
    }
  }

  /**
   * Learns limits from a response. A response without limit headers also ends the probing:
   * such a server (or proxy) does not tell us its limits, so only 429s can slow us down.
   */
  async function learn(appKey: string, methodKey: string, headers: Headers) {
    knownBuckets.add(appKey);
    knownBuckets.add(methodKey);
    const t = now();
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

  /** One attempt: returns the response, or throws a RiotApiError for no response. */
  async function send(
    endpoint: Endpoint,
    url: string,
    signal: AbortSignal | undefined,
  ): Promise<{ res: Response; body: string }> {
    stats.requests += 1;
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const res = await doFetch(url, {
        headers: { 'X-Riot-Token': options.apiKey, Accept: 'application/json' },
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
      const body = await res.text();
      stats.responsesByStatus[res.status] = (stats.responsesByStatus[res.status] ?? 0) + 1;
      return { res, body };
    } catch (err) {
      if (signal?.aborted) throw aborted(endpoint.id);
      const isTimeout =
        err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new RiotApiError({
        kind: isTimeout ? 'timeout' : 'network',
        endpoint: endpoint.id,
        message: isTimeout ? `no answer within ${timeoutMs} ms` : 'connection failed',
        cause: err,
      });
    }
  }

  async function call<S extends z.ZodType>(
    endpoint: Endpoint<S>,
    platform: Platform,
    path: string,
    query: Record<string, string | number | undefined> = {},
    callOptions: CallOptions = {},
  ): Promise<z.output<S> | null> {
    if (!isPlatform(platform)) {
      throw new RiotApiError({
        kind: 'config',
        endpoint: endpoint.id,
        message: `unknown platform ${String(platform)}`,
      });
    }
    const routing =
      endpoint.routing === 'platform'
        ? platform
        : endpoint.routing === 'regional'
          ? regionalRouteOf(platform)
          : accountRouteOf(platform);
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v));
    const url = `${baseUrlFor(options.baseUrl, routing)}${path}${search.size ? `?${search}` : ''}`;

    const appKey = `app:${routing}`;
    const methodKey = `method:${routing}:${endpoint.id}`;
    const share = callOptions.priority === 'low' ? reserve : 0;
    const buckets = [
      { key: appKey, reserve: share },
      { key: methodKey, reserve: share },
    ];
    const deadline = now() + maxWaitMs;
    let lastError: RiotApiError | undefined;

    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      if (attempt > 0) {
        stats.retries += 1;
        const delay = Math.max(
          lastError?.retryAfterMs ?? 0,
          backoffDelay(attempt - 1, { ...backoff, random }),
        );
        if (now() + delay > deadline) break;
        log?.warn(
          { endpoint: endpoint.id, attempt, delay, status: lastError?.status },
          'riot call retried',
        );
        await sleepUnless(delay, callOptions.signal, endpoint.id);
      }

      const areKnown = async () =>
        (await isKnown(appKey, endpoint.id)) && (await isKnown(methodKey, endpoint.id));
      let releaseProbe: (() => void) | undefined;
      if (!(await areKnown())) {
        releaseProbe = await semaphoreFor(probes, methodKey, 1).acquire();
        // Whoever waited here while the first call learned the limits goes on without the gate.
        if (await areKnown()) {
          releaseProbe();
          releaseProbe = undefined;
        }
      }
      let outcome: { res: Response; body: string } | RiotApiError;
      try {
        // The slot first, then the budget, then the request at once: a reservation made
        // before a long wait for a slot could reach Riot in a later window than it was counted in.
        const release = await semaphoreFor(
          semaphores,
          routing,
          options.concurrencyPerRouting ?? 20,
        ).acquire();
        try {
          await acquireBudget(endpoint.id, buckets, deadline, callOptions.signal);
          outcome = await send(endpoint, url, callOptions.signal).catch((err: RiotApiError) => err);
        } finally {
          release();
        }
        if (!(outcome instanceof RiotApiError)) {
          // The answer is here; limits not recorded now are learned from the next one.
          await learn(appKey, methodKey, outcome.res.headers).catch((err: unknown) =>
            log?.warn({ err, endpoint: endpoint.id }, 'rate limits not recorded'),
          );
        }
      } finally {
        releaseProbe?.();
      }

      if (outcome instanceof RiotApiError) {
        if (outcome.kind === 'aborted') throw outcome.withAttempts(attempt + 1);
        lastError = outcome.withAttempts(attempt + 1);
        continue;
      }

      const { res, body } = outcome;
      if (res.status === 404 && endpoint.isNullOn404) return null;
      if (res.ok) {
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch (err) {
          // A cut-off body is usually a dropped connection; another attempt may get all of it.
          lastError = new RiotApiError({
            kind: 'malformed',
            endpoint: endpoint.id,
            status: res.status,
            attempts: attempt + 1,
            message: `response is not JSON (${body.length} bytes)`,
            cause: err,
          });
          continue;
        }
        const parsed = endpoint.schema.safeParse(json);
        if (!parsed.success) {
          throw new RiotApiError({
            kind: 'schema',
            endpoint: endpoint.id,
            status: res.status,
            attempts: attempt + 1,
            message: `response does not match Riot's wire format: ${parsed.error.issues
              .slice(0, 3)
              .map((i) => `${i.path.join('.')} ${i.message}`)
              .join('; ')}`,
            cause: parsed.error,
          });
        }
        return parsed.data;
      }

      const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), now());
      if (res.status === 429) {
        const type = (res.headers.get('x-rate-limit-type') ?? 'unknown').toLowerCase();
        const limitType: LimitType = type in stats.rateLimited ? (type as LimitType) : 'unknown';
        stats.rateLimited[limitType] += 1;
        if (retryAfterMs !== null && (limitType === 'application' || limitType === 'method')) {
          await fromStore(endpoint.id, () =>
            store.block(limitType === 'application' ? appKey : methodKey, now() + retryAfterMs),
          );
        }
        if (retryAfterMs !== null && now() + retryAfterMs > deadline) {
          throw new RiotApiError({
            kind: 'rate-limited',
            endpoint: endpoint.id,
            status: 429,
            retryAfterMs,
            attempts: attempt + 1,
            message: `Riot asked to wait ${Math.ceil(retryAfterMs / 1000)} s (${limitType} limit)`,
          });
        }
      }
      lastError = new RiotApiError({
        kind: 'http',
        endpoint: endpoint.id,
        status: res.status,
        retryAfterMs,
        attempts: attempt + 1,
        message: `HTTP ${res.status}${describeBody(body)}`,
      });
      if (!RETRYABLE_STATUS.has(res.status)) throw lastError;
    }

    throw (
      lastError ??
      new RiotApiError({ kind: 'budget', endpoint: endpoint.id, message: 'no time left to retry' })
    );
  }

  const seg = encodeURIComponent;

  return {
    stats: (): RiotClientStats => structuredClone(stats),

    account: {
      byRiotId: (platform: Platform, gameName: string, tagLine: string, o?: CallOptions) =>
        call(
          ENDPOINTS.accountByRiotId,
          platform,
          `/riot/account/v1/accounts/by-riot-id/${seg(gameName)}/${seg(tagLine)}`,
          {},
          o,
        ),
      byPuuid: (platform: Platform, puuid: string, o?: CallOptions) =>
        call(
          ENDPOINTS.accountByPuuid,
          platform,
          `/riot/account/v1/accounts/by-puuid/${seg(puuid)}`,
          {},
          o,
        ),
    },
    summoner: {
      byPuuid: (platform: Platform, puuid: string, o?: CallOptions) =>
        call(
          ENDPOINTS.summonerByPuuid,
          platform,
          `/lol/summoner/v4/summoners/by-puuid/${seg(puuid)}`,
          {},
          o,
        ),
    },
    league: {
      entriesByPuuid: async (platform: Platform, puuid: string, o?: CallOptions) =>
        (await call(
          ENDPOINTS.leagueEntriesByPuuid,
          platform,
          `/lol/league/v4/entries/by-puuid/${seg(puuid)}`,
          {},
          o,
        )) ?? [],
      apex: async (
        platform: Platform,
        tier: 'challenger' | 'grandmaster' | 'master',
        queue: 'RANKED_SOLO_5x5' | 'RANKED_FLEX_SR' = 'RANKED_SOLO_5x5',
        o?: CallOptions,
      ) => {
        const endpoint =
          tier === 'challenger'
            ? ENDPOINTS.challengerLeague
            : tier === 'grandmaster'
              ? ENDPOINTS.grandmasterLeague
              : ENDPOINTS.masterLeague;
        return call(endpoint, platform, `/lol/league/v4/${tier}leagues/by-queue/${queue}`, {}, o);
      },
    },
    match: {
      idsByPuuid: async (
        platform: Platform,
        puuid: string,
        query: MatchIdsQuery = {},
        o?: CallOptions,
      ) =>
        (await call(
          ENDPOINTS.matchIdsByPuuid,
          platform,
          `/lol/match/v5/matches/by-puuid/${seg(puuid)}/ids`,
          { ...query },
          o,
        )) ?? [],
      byId: (platform: Platform, matchId: string, o?: CallOptions) =>
        call(ENDPOINTS.match, platform, `/lol/match/v5/matches/${seg(matchId)}`, {}, o),
      timeline: (platform: Platform, matchId: string, o?: CallOptions) =>
        call(ENDPOINTS.timeline, platform, `/lol/match/v5/matches/${seg(matchId)}/timeline`, {}, o),
    },
    spectator: {
      /** The player's live game, or null when not in one. */
      activeGame: (platform: Platform, puuid: string, o?: CallOptions) =>
        call(
          ENDPOINTS.activeGame,
          platform,
          `/lol/spectator/v5/active-games/by-summoner/${seg(puuid)}`,
          {},
          o,
        ),
    },
    mastery: {
      top: async (platform: Platform, puuid: string, count = 3, o?: CallOptions) =>
        (await call(
          ENDPOINTS.topMasteries,
          platform,
          `/lol/champion-mastery/v4/champion-masteries/by-puuid/${seg(puuid)}/top`,
          { count },
          o,
        )) ?? [],
    },
  };
}

export type RiotClient = ReturnType<typeof createRiotClient>;

/** A short, safe summary of an error body for messages (Riot's JSON message, or nothing). */
function describeBody(body: string): string {
  try {
    const message = (JSON.parse(body) as { status?: { message?: unknown } }).status?.message;
    return typeof message === 'string' ? `: ${message.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

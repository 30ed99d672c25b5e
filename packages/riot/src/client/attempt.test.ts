import { describe, expect, it } from 'vitest';
import { abortableSleep } from './abortable-sleep.ts';
import { type AttemptRequest, createAttempt } from './attempt.ts';
import { ENDPOINTS } from './endpoints.ts';
import { RiotApiError } from './errors.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit-store.ts';
import { emptyStats } from './stats.ts';

const NOW = 1_000_000;
const endpoint = ENDPOINTS.accountByPuuid;

const request: AttemptRequest = {
  endpoint,
  url: 'http://riot.test/europe/riot/account/v1/accounts/by-puuid/x',
  routing: 'europe',
  appKey: 'app:europe',
  methodKey: `method:europe:${endpoint.id}`,
  buckets: [
    { key: 'app:europe', reserve: 0 },
    { key: `method:europe:${endpoint.id}`, reserve: 0 },
  ],
  deadline: NOW + 60_000,
  signal: undefined,
};

/** An attempt against one scripted answer (or failure), over a memory store that records blocks. */
function setup(
  reply: () => Promise<Response>,
  store: RateLimitStore = createMemoryRateLimitStore(),
) {
  const blocks: { key: string; until: number }[] = [];
  const stats = emptyStats();
  let sent = 0;
  const attempt = createAttempt({
    apiKey: 'RGAPI-test',
    store: {
      ...store,
      block: async (key, until) => {
        blocks.push({ key, until });
        await store.block(key, until);
      },
    },
    fetch: (async () => {
      sent += 1;
      return reply();
    }) as typeof fetch,
    timeoutMs: 5_000,
    concurrencyPerRouting: 20,
    now: () => NOW,
    sleepUnless: abortableSleep(async () => {}),
    stats,
    log: undefined,
  });
  return { attempt, blocks, stats, store, sent: () => sent };
}

describe('one attempt', () => {
  it('returns the status and body and counts the request', async () => {
    const { attempt, stats } = setup(async () => Response.json({ puuid: 'x' }));
    expect(await attempt(request)).toEqual({
      status: 200,
      body: '{"puuid":"x"}',
      retryAfterMs: null,
      limitType: null,
    });
    expect(stats).toMatchObject({ requests: 1, responsesByStatus: { 200: 1 } });
  });

  it('learns the app and method limits from the answer’s headers', async () => {
    const { attempt, store } = setup(async () =>
      Response.json(
        {},
        { headers: { 'x-app-rate-limit': '20:1,100:120', 'x-method-rate-limit': '50:10' } },
      ),
    );
    await attempt(request);
    expect(await store.limits(request.appKey)).toEqual([
      { limit: 20, windowSeconds: 1 },
      { limit: 100, windowSeconds: 120 },
    ]);
    expect(await store.limits(request.methodKey)).toEqual([{ limit: 50, windowSeconds: 10 }]);
  });

  it('reads a 429’s Retry-After and kind, counts it and blocks that bucket until then', async () => {
    const { attempt, blocks, stats } = setup(
      async () =>
        new Response('', {
          status: 429,
          headers: { 'retry-after': '7', 'x-rate-limit-type': 'Method' },
        }),
    );
    expect(await attempt(request)).toMatchObject({
      status: 429,
      retryAfterMs: 7_000,
      limitType: 'method',
    });
    expect(blocks).toEqual([{ key: request.methodKey, until: NOW + 7_000 }]);
    expect(stats.rateLimited).toEqual({ application: 0, method: 1, service: 0, unknown: 0 });
  });

  it('blocks nothing on a service 429, which no bucket of ours caused', async () => {
    const { attempt, blocks, stats } = setup(
      async () =>
        new Response('', {
          status: 429,
          headers: { 'retry-after': '3', 'x-rate-limit-type': 'service' },
        }),
    );
    expect(await attempt(request)).toMatchObject({ retryAfterMs: 3_000, limitType: 'service' });
    expect(blocks).toEqual([]);
    expect(stats.rateLimited.service).toBe(1);
  });

  it('returns a failed connection as a network error instead of throwing', async () => {
    const { attempt } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const outcome = await attempt(request);
    expect(outcome).toBeInstanceOf(RiotApiError);
    expect(outcome).toMatchObject({ kind: 'network', status: null });
  });

  it('throws a store error and sends nothing when the store does not answer', async () => {
    const down = () => Promise.reject(new Error('Connection is closed.'));
    const { attempt, sent } = setup(async () => Response.json({}), {
      limits: down,
      reserve: down,
      learn: down,
      settle: down,
      block: down,
    });
    await expect(attempt(request)).rejects.toMatchObject({ kind: 'store' });
    expect(sent()).toBe(0);
  });

  it('lets the next call learn the limits when the store fails while the first call held the probe', async () => {
    const memory = createMemoryRateLimitStore();
    let limitReads = 0;
    const { attempt, sent } = setup(async () => Response.json({}), {
      ...memory,
      // The first read finds no limits; the second, made while holding the probe, fails.
      limits: (key) => {
        limitReads += 1;
        return limitReads === 2
          ? Promise.reject(new Error('Connection is closed.'))
          : memory.limits(key);
      },
    });
    await expect(attempt(request)).rejects.toMatchObject({ kind: 'store' });
    expect(await attempt(request)).toMatchObject({ status: 200 });
    expect(sent()).toBe(1);
  });

  it('keeps its request in flight until the answer is in and learned, then settles it', async () => {
    const memory = createMemoryRateLimitStore({ marginMs: 0 });
    await memory.learn(request.appKey, [{ limit: 5, windowSeconds: 1 }], [], NOW - 2_000);
    await memory.learn(request.methodKey, [{ limit: 100, windowSeconds: 1 }], [], NOW - 2_000);
    const events: string[] = [];
    const { attempt } = setup(
      async () => {
        events.push('sent');
        return Response.json(
          {},
          { headers: { 'x-app-rate-limit': '5:1', 'x-app-rate-limit-count': '1:1' } },
        );
      },
      {
        ...memory,
        reserve: (buckets, now, flight) => {
          events.push(`reserve until ${(flight?.until ?? 0) - now}`);
          return memory.reserve(buckets, now, flight);
        },
        learn: async (key, limits, counts, now) => {
          events.push('learn');
          await memory.learn(key, limits, counts, now);
        },
        settle: async (keys, id) => {
          events.push(`settle ${keys.join(' ')}`);
          await memory.settle(keys, id);
        },
      },
    );
    expect(await attempt(request)).toMatchObject({ status: 200 });
    expect(events).toEqual([
      'reserve until 5000',
      'sent',
      'learn',
      `settle ${request.appKey} ${request.methodKey}`,
    ]);
    // Settled: the window closes on time, with nothing left in flight to hold it.
    expect((await memory.reserve(request.buckets, NOW + 1_001)).ok).toBe(true);
  });

  it('settles a request that got no answer', async () => {
    const memory = createMemoryRateLimitStore({ marginMs: 0 });
    await memory.learn(request.appKey, [{ limit: 1, windowSeconds: 1 }], [], NOW);
    await memory.learn(request.methodKey, [{ limit: 100, windowSeconds: 1 }], [], NOW);
    const { attempt } = setup(() => Promise.reject(new TypeError('fetch failed')), memory);
    expect(await attempt(request)).toMatchObject({ kind: 'network' });
    expect((await memory.reserve(request.buckets, NOW + 1_000)).ok).toBe(true);
  });

  it('throws a budget error and sends nothing when no budget frees up before the deadline', async () => {
    const { attempt, store, sent } = setup(async () => Response.json({}));
    await store.learn(request.appKey, [{ limit: 1, windowSeconds: 120 }], [], NOW);
    await store.learn(request.methodKey, [{ limit: 100, windowSeconds: 120 }], [], NOW);
    await store.reserve(request.buckets, NOW);
    await expect(attempt(request)).rejects.toMatchObject({ kind: 'budget' });
    expect(sent()).toBe(0);
  });
});

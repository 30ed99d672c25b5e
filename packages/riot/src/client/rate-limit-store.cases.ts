import { expect, it } from 'vitest';
import { FLIGHT_POLL_MS, type RateLimitStore } from './rate-limit-store.ts';

/** Makes an empty store; `marginMs` as createMemoryRateLimitStore takes it. */
export type RateLimitStoreFactory = (options: { marginMs: number }) => RateLimitStore;

const one = (key: string, reserve = 0) => [{ key, reserve }];

const limits = [{ limit: 3, windowSeconds: 1 }];

/** Buckets before their limits are known, and the first limits learned. */
function learningCases(makeStore: RateLimitStoreFactory) {
  it('does not constrain a bucket whose limits are unknown', async () => {
    const store = makeStore({ marginMs: 100 });
    for (let i = 0; i < 50; i++) expect(await store.reserve(one('a'), 0)).toEqual({ ok: true });
    expect(await store.limits('a')).toBeNull();
  });

  it('counts requests let through before the limits were known in the first windows learned', async () => {
    const store = makeStore({ marginMs: 0 });
    // Three processes each probed once; the first answer reports only its own request.
    for (let i = 0; i < 3; i++) expect((await store.reserve(one('a'), 0)).ok).toBe(true);
    await store.learn('a', [{ limit: 5, windowSeconds: 1 }], [{ count: 1, windowSeconds: 1 }], 50);
    for (let i = 0; i < 2; i++) expect((await store.reserve(one('a'), 60)).ok).toBe(true);
    expect((await store.reserve(one('a'), 70)).ok).toBe(false);
  });

  it('keeps a window open until Riot’s can close when an answer says its request opened Riot’s', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn('a', limits, [], 0);
    expect((await store.reserve(one('a'), 0)).ok).toBe(true);
    // The first request reached Riot late: its answer, counting 1, comes at 400 ms.
    await store.learn('a', limits, [{ count: 1, windowSeconds: 1 }], 400);
    for (let i = 0; i < 2; i++) expect((await store.reserve(one('a'), 500)).ok).toBe(true);
    expect(await store.reserve(one('a'), 1100)).toEqual({ ok: false, waitMs: 300 });
    expect((await store.reserve(one('a'), 1400)).ok).toBe(true);
  });

  it('remembers a few probes only, however many requests went out unlearned', async () => {
    const store = makeStore({ marginMs: 0 });
    for (let i = 0; i < 50; i++) expect((await store.reserve(one('a'), 0)).ok).toBe(true);
    await store.learn('a', [{ limit: 20, windowSeconds: 1 }], [], 10);
    for (let i = 0; i < 10; i++) expect((await store.reserve(one('a'), 20)).ok).toBe(true);
    expect((await store.reserve(one('a'), 20)).ok).toBe(false);
  });

  it('forgets probes that no limits followed for a while', async () => {
    const store = makeStore({ marginMs: 0 });
    for (let i = 0; i < 4; i++) expect((await store.reserve(one('a'), 0)).ok).toBe(true);
    await store.learn('a', [{ limit: 5, windowSeconds: 1 }], [], 60_000);
    for (let i = 0; i < 5; i++) expect((await store.reserve(one('a'), 60_001)).ok).toBe(true);
  });
}

/** Windows: what each lets through, and how long a refused call waits. */
function windowCases(makeStore: RateLimitStoreFactory) {
  it('allows the limit per window, then says how long to wait until the window closes', async () => {
    const store = makeStore({ marginMs: 100 });
    await store.learn('a', limits, [], 0);
    for (let i = 0; i < 3; i++) expect((await store.reserve(one('a'), 10)).ok).toBe(true);
    expect(await store.reserve(one('a'), 500)).toEqual({ ok: false, waitMs: 610 });
    expect((await store.reserve(one('a'), 1110)).ok).toBe(true);
  });

  it('returns learned limits in the order Riot gave them, and drops windows no longer given', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn('a', [{ limit: 100, windowSeconds: 120 }, ...limits], [], 0);
    expect(await store.limits('a')).toEqual([{ limit: 100, windowSeconds: 120 }, ...limits]);
    await store.learn('a', limits, [], 1);
    expect(await store.limits('a')).toEqual(limits);
    expect(await store.limits('b')).toBeNull();
  });

  it('takes from every bucket or from none', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn('app', [{ limit: 10, windowSeconds: 1 }], [], 0);
    await store.learn('method', [{ limit: 1, windowSeconds: 1 }], [], 0);
    const both = [
      { key: 'app', reserve: 0 },
      { key: 'method', reserve: 0 },
    ];
    expect((await store.reserve(both, 0)).ok).toBe(true);
    expect((await store.reserve(both, 1)).ok).toBe(false);
    // The refused call took nothing from the app bucket: nine more fit there alone.
    for (let i = 0; i < 9; i++) expect((await store.reserve(one('app'), 2)).ok).toBe(true);
    expect((await store.reserve(one('app'), 2)).ok).toBe(false);
  });

  it('says the longest wait over every window of every bucket', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn(
      'app',
      [
        { limit: 1, windowSeconds: 1 },
        { limit: 1, windowSeconds: 10 },
      ],
      [],
      0,
    );
    await store.learn('method', [{ limit: 1, windowSeconds: 1 }], [], 0);
    const both = [
      { key: 'app', reserve: 0 },
      { key: 'method', reserve: 0 },
    ];
    expect((await store.reserve(both, 0)).ok).toBe(true);
    expect(await store.reserve(both, 400)).toEqual({ ok: false, waitMs: 9600 });
    await store.block('method', 12_000);
    expect(await store.reserve(both, 400)).toEqual({ ok: false, waitMs: 11_600 });
  });
}

/** The share of each window kept for high-priority calls. */
function priorityCases(makeStore: RateLimitStoreFactory) {
  it('keeps a share of each window for high-priority calls', async () => {
    const store = makeStore({ marginMs: 100 });
    await store.learn('a', [{ limit: 10, windowSeconds: 1 }], [], 0);
    let low = 0;
    while ((await store.reserve(one('a', 0.2), 0)).ok) low += 1;
    let high = 0;
    while ((await store.reserve(one('a'), 0)).ok) high += 1;
    expect([low, high]).toEqual([8, 2]);
  });

  it('lets a low-priority call through a window too small to keep a share of', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn('a', [{ limit: 1, windowSeconds: 1 }], [], 0);
    expect((await store.reserve(one('a', 0.5), 0)).ok).toBe(true);
    expect(await store.reserve(one('a'), 0)).toEqual({ ok: false, waitMs: 1000 });
  });
}

/** Limits and counts learned again from later answers. */
function relearningCases(makeStore: RateLimitStoreFactory) {
  it("adopts Riot's count when it is higher than ours (another process used the key)", async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn('a', [{ limit: 5, windowSeconds: 10 }], [{ count: 4, windowSeconds: 10 }], 0);
    expect((await store.reserve(one('a'), 1)).ok).toBe(true);
    expect(await store.reserve(one('a'), 2)).toEqual({ ok: false, waitMs: 9998 });
  });

  it('keeps counts when limits are learned again, and follows changed limits', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn('a', [{ limit: 5, windowSeconds: 1 }], [], 0);
    for (let i = 0; i < 4; i++) await store.reserve(one('a'), 0);
    await store.learn('a', [{ limit: 4, windowSeconds: 1 }], [{ count: 1, windowSeconds: 1 }], 5);
    expect((await store.reserve(one('a'), 6)).ok).toBe(false);
  });

  it('starts a closed window again when limits are learned after it', async () => {
    const store = makeStore({ marginMs: 100 });
    await store.learn('a', limits, [], 0);
    for (let i = 0; i < 3; i++) await store.reserve(one('a'), 0);
    await store.learn('a', limits, [{ count: 2, windowSeconds: 1 }], 2000);
    expect((await store.reserve(one('a'), 2000)).ok).toBe(true);
    expect(await store.reserve(one('a'), 2000)).toEqual({ ok: false, waitMs: 1100 });
  });

  it('ends a closed window even in a refused call, for callers whose clocks lag', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn('app', [{ limit: 1, windowSeconds: 1 }], [], 0);
    expect((await store.reserve(one('app'), 0)).ok).toBe(true);
    await store.block('method', 5000);
    const both = [
      { key: 'app', reserve: 0 },
      { key: 'method', reserve: 0 },
    ];
    expect(await store.reserve(both, 1500)).toEqual({ ok: false, waitMs: 3500 });
    // Another process, 600 ms behind, finds the app window already ended.
    expect((await store.reserve(one('app'), 900)).ok).toBe(true);
  });
}

/** Requests in flight hold their windows open past the reset time. */
function flightCases(makeStore: RateLimitStoreFactory) {
  const flight = (id: string, until = 10_000) => ({ id, until });

  it('keeps a window whose request is still on its way from closing, and takes nothing into it', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn('a', limits, [], 0);
    expect((await store.reserve(one('a'), 0, flight('slow'))).ok).toBe(true);
    expect((await store.reserve(one('a'), 10)).ok).toBe(true);
    // The window's time is up at 1000, but a request counted in it may still reach Riot late:
    // one sent now could land in the same window of Riot's, so the caller asks again shortly.
    expect(await store.reserve(one('a'), 1000)).toEqual({ ok: false, waitMs: FLIGHT_POLL_MS });
    expect(await store.reserve(one('a'), 9980)).toEqual({ ok: false, waitMs: 20 });
    await store.settle(['a'], 'slow');
    for (let i = 0; i < 3; i++) expect((await store.reserve(one('a'), 1100)).ok).toBe(true);
    expect(await store.reserve(one('a'), 1100)).toEqual({ ok: false, waitMs: 1000 });
  });

  it('lets a window close once its requests in flight are given up on', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn('a', limits, [], 0);
    expect((await store.reserve(one('a'), 0, flight('lost', 1500))).ok).toBe(true);
    expect((await store.reserve(one('a'), 1200)).ok).toBe(false);
    expect((await store.reserve(one('a'), 1500)).ok).toBe(true);
  });

  it('does not hold a window for requests that did not start in it', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn('a', limits, [], 0);
    await store.learn('b', limits, [], 0);
    expect((await store.reserve(one('b'), 0, flight('elsewhere'))).ok).toBe(true);
    // A refused reservation puts nothing in flight either.
    for (let i = 0; i < 3; i++) expect((await store.reserve(one('a'), 0)).ok).toBe(true);
    expect((await store.reserve(one('a'), 10, flight('refused'))).ok).toBe(false);
    expect((await store.reserve(one('a'), 1000)).ok).toBe(true);
  });

  it('moves a held window to Riot’s when the late answer says its request opened Riot’s next one', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.learn('a', limits, [], 0);
    for (let i = 0; i < 2; i++) expect((await store.reserve(one('a'), 0)).ok).toBe(true);
    expect((await store.reserve(one('a'), 900, flight('late'))).ok).toBe(true);
    // It reached Riot after Riot's window closed and opened the next: its answer comes at 1300.
    await store.learn('a', limits, [{ count: 1, windowSeconds: 1 }], 1300);
    await store.settle(['a'], 'late');
    expect(await store.reserve(one('a'), 1300)).toEqual({ ok: false, waitMs: 1000 });
    expect((await store.reserve(one('a'), 2300)).ok).toBe(true);
  });

  it('forgets settling a request it does not know', async () => {
    const store = makeStore({ marginMs: 0 });
    await store.settle(['a', 'b'], 'unknown');
    expect(await store.limits('a')).toBeNull();
    expect((await store.reserve(one('a'), 0)).ok).toBe(true);
  });
}

/** Blocks after a 429. */
function blockCases(makeStore: RateLimitStoreFactory) {
  it('refuses a blocked key until the block ends', async () => {
    const store = makeStore({ marginMs: 100 });
    await store.block('a', 5000);
    expect(await store.reserve(one('a'), 1000)).toEqual({ ok: false, waitMs: 4000 });
    expect((await store.reserve(one('a'), 5000)).ok).toBe(true);
  });

  it('keeps the later of two blocks', async () => {
    const store = makeStore({ marginMs: 100 });
    await store.block('a', 5000);
    await store.block('a', 2000);
    expect(await store.reserve(one('a'), 1000)).toEqual({ ok: false, waitMs: 4000 });
    expect(await store.limits('a')).toBeNull();
  });
}

/**
 * The behaviour every RateLimitStore shares, as vitest cases; call it inside a `describe` so
 * the memory store and a shared (Redis) store answer the same questions.
 */
export function rateLimitStoreCases(makeStore: RateLimitStoreFactory) {
  learningCases(makeStore);
  windowCases(makeStore);
  priorityCases(makeStore);
  relearningCases(makeStore);
  blockCases(makeStore);
  flightCases(makeStore);
}

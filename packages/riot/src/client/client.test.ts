import { describe, expect, it, vi } from 'vitest';
import { createRiotClient, type RiotClientOptions } from './client.ts';
import { RiotApiError } from './errors.ts';
import { parseLimits } from './rate-limit-headers.ts';

const ACCOUNT = { puuid: 'p'.repeat(78), gameName: 'Some One', tagLine: 'EUW' };

/**
 * A virtual clock: time moves only when everything that can run has run, straight to the next
 * timer, so limits play out exactly and instantly.
 */
function virtualTime() {
  let t = 1_000_000;
  const timers: { at: number; resolve: () => void }[] = [];
  let isScheduled = false;
  const schedule = () => {
    if (isScheduled) return;
    isScheduled = true;
    setImmediate(() => {
      isScheduled = false;
      timers.sort((a, b) => a.at - b.at);
      const next = timers.shift();
      if (!next) return;
      t = Math.max(t, next.at);
      next.resolve();
      if (timers.length > 0) schedule();
    });
  };
  return {
    now: () => t,
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        timers.push({ at: t + Math.max(0, ms), resolve });
        schedule();
      }),
  };
}

type Reply = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };

function json(reply: Reply): Response {
  const body = reply.text ?? JSON.stringify(reply.body ?? ACCOUNT);
  return new Response(body, {
    status: reply.status ?? 200,
    headers: { 'content-type': 'application/json', ...reply.headers },
  });
}

function client(fetchImpl: typeof fetch, extra: Partial<RiotClientOptions> = {}) {
  const time = virtualTime();
  return createRiotClient({
    apiKey: 'RGAPI-test',
    baseUrl: 'http://riot.test/{routing}',
    fetch: fetchImpl,
    random: () => 0.5,
    ...time,
    ...extra,
  });
}

/** Scripted replies in order; the last repeats. Records the URLs and headers it was sent. */
function scripted(...replies: Reply[]) {
  const calls: { url: string; token: string | null }[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, token: new Headers(init?.headers).get('x-riot-token') });
    return json(replies[Math.min(calls.length - 1, replies.length - 1)] ?? {});
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    if (err instanceof RiotApiError) return err;
    throw err;
  }
  throw new Error('expected a RiotApiError');
};

describe('Riot client', () => {
  it('sends the key and routes each method to its routing value', async () => {
    const { calls, fetchImpl } = scripted({ body: ACCOUNT });
    const riot = client(fetchImpl);
    await riot.account.byRiotId('oc1', 'Some One', 'EUW');
    await riot.summoner.byPuuid('oc1', ACCOUNT.puuid).catch(() => undefined);
    await riot.match.byId('kr', 'KR_1').catch(() => undefined);
    expect(calls.map((c) => c.url)).toEqual([
      'http://riot.test/asia/riot/account/v1/accounts/by-riot-id/Some%20One/EUW',
      `http://riot.test/oc1/lol/summoner/v4/summoners/by-puuid/${ACCOUNT.puuid}`,
      'http://riot.test/asia/lol/match/v5/matches/KR_1',
    ]);
    expect(calls.every((c) => c.token === 'RGAPI-test')).toBe(true);
  });

  it('encodes Riot IDs with spaces, unicode and # safely', async () => {
    const { calls, fetchImpl } = scripted({ body: ACCOUNT });
    await client(fetchImpl).account.byRiotId('euw1', 'Ünï cödé#x', 'ñ/1');
    expect(calls[0]?.url).toBe(
      'http://riot.test/europe/riot/account/v1/accounts/by-riot-id/%C3%9Cn%C3%AF%20c%C3%B6d%C3%A9%23x/%C3%B1%2F1',
    );
  });

  it('passes match-id query parameters through', async () => {
    const { calls, fetchImpl } = scripted({ body: ['EUW1_1'] });
    const ids = await client(fetchImpl).match.idsByPuuid('euw1', 'abc', {
      start: 20,
      count: 20,
      queue: 420,
    });
    expect(ids).toEqual(['EUW1_1']);
    expect(calls[0]?.url).toBe(
      'http://riot.test/europe/lol/match/v5/matches/by-puuid/abc/ids?start=20&count=20&queue=420',
    );
  });

  it('answers null for a player or game that does not exist', async () => {
    const { fetchImpl } = scripted({
      status: 404,
      body: { status: { message: 'Data not found', status_code: 404 } },
    });
    const riot = client(fetchImpl);
    expect(await riot.account.byRiotId('euw1', 'Nobody', 'EUW')).toBeNull();
    expect(await riot.spectator.activeGame('euw1', 'abc')).toBeNull();
  });

  it('refuses an unknown platform with a typed error and sends nothing', async () => {
    const { calls, fetchImpl } = scripted({});
    const err = await failure(client(fetchImpl).account.byRiotId('euw' as 'euw1', 'a', 'b'));
    expect(err.kind).toBe('config');
    expect(calls).toHaveLength(0);
  });

  it('fails with kind store and sends nothing when the rate-limit store does not answer', async () => {
    let sent = 0;
    const down = () => Promise.reject(new Error('Connection is closed.'));
    const riot = client(
      async () => {
        sent += 1;
        return json({});
      },
      { store: { limits: down, reserve: down, learn: down, settle: down, block: down } },
    );
    const err = await riot.account.byRiotId('euw1', 'Some One', 'EUW').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RiotApiError);
    expect((err as RiotApiError).kind).toBe('store');
    expect(sent).toBe(0);
  });

  it('still answers when the limits of an answer cannot be recorded nor its request settled', async () => {
    const riot = client(async () => json({ headers: { 'x-app-rate-limit': '20:1' } }), {
      store: {
        limits: async () => [{ limit: 20, windowSeconds: 1 }],
        reserve: async () => ({ ok: true }),
        learn: () => Promise.reject(new Error('Connection is closed.')),
        settle: () => Promise.reject(new Error('Connection is closed.')),
        block: async () => {},
      },
    });
    expect(await riot.account.byRiotId('euw1', 'Some One', 'EUW')).toMatchObject(ACCOUNT);
  });

  it('retries 5xx and succeeds', async () => {
    const { calls, fetchImpl } = scripted({ status: 503 }, { status: 500 }, { body: ACCOUNT });
    const riot = client(fetchImpl);
    expect(await riot.account.byPuuid('euw1', ACCOUNT.puuid)).toMatchObject(ACCOUNT);
    expect(calls).toHaveLength(3);
    expect(riot.stats().retries).toBe(2);
  });

  it('logs each retry with the attempt, the wait and the status', async () => {
    const warnings: { obj: object; msg: string }[] = [];
    const log = {
      warn: (obj: object, msg: string) => warnings.push({ obj, msg }),
      debug: () => {},
    };
    const { fetchImpl } = scripted({ status: 503 }, { body: ACCOUNT });
    await client(fetchImpl, { log }).account.byPuuid('euw1', 'x');
    expect(warnings).toEqual([
      {
        obj: { endpoint: 'account-v1.getByPuuid', attempt: 1, delay: 250, status: 503 },
        msg: 'riot call retried',
      },
    ]);
  });

  it('counts a retry that the deadline leaves no time for, and fails with the last error', async () => {
    const { calls, fetchImpl } = scripted({ status: 503 });
    const riot = client(fetchImpl, { maxWaitMs: 100 });
    const err = await failure(riot.account.byPuuid('euw1', 'x'));
    expect(err).toMatchObject({ kind: 'http', status: 503, attempts: 1 });
    expect(calls).toHaveLength(1);
    expect(riot.stats().retries).toBe(1);
  });

  it('gives up after the retries with the endpoint, status and attempt count', async () => {
    const { calls, fetchImpl } = scripted({
      status: 502,
      text: '<html><body>Bad gateway</body></html>',
    });
    const err = await failure(client(fetchImpl, { maxRetries: 3 }).account.byPuuid('euw1', 'x'));
    expect(calls).toHaveLength(4);
    expect(err).toMatchObject({
      kind: 'http',
      status: 502,
      attempts: 4,
      endpoint: 'account-v1.getByPuuid',
    });
    expect(err.message).toContain('account-v1.getByPuuid');
  });

  it('does not retry 400, 401 or 403', async () => {
    for (const status of [400, 401, 403]) {
      const { calls, fetchImpl } = scripted({
        status,
        body: { status: { message: 'Forbidden', status_code: status } },
      });
      const err = await failure(client(fetchImpl).account.byPuuid('euw1', 'x'));
      expect(err).toMatchObject({ kind: 'http', status, attempts: 1 });
      expect(calls).toHaveLength(1);
    }
  });

  it('retries a cut-off body and reports it as malformed when it stays cut off', async () => {
    const { calls, fetchImpl } = scripted({ text: '{"puuid": "abc", "gameN' });
    const err = await failure(client(fetchImpl, { maxRetries: 2 }).account.byPuuid('euw1', 'x'));
    expect(err).toMatchObject({ kind: 'malformed', status: 200, attempts: 3 });
    expect(calls).toHaveLength(3);
  });

  it('reports JSON that is not Riot’s format as a schema error without retrying', async () => {
    const { calls, fetchImpl } = scripted({ body: { puuid: 42 } });
    const err = await failure(client(fetchImpl).account.byPuuid('euw1', 'x'));
    expect(err.kind).toBe('schema');
    expect(err.message).toContain('puuid');
    expect(calls).toHaveLength(1);
  });

  it('turns network failures and timeouts into typed errors after retrying', async () => {
    let n = 0;
    const refusing = (async () => {
      n += 1;
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(
      await failure(client(refusing, { maxRetries: 1 }).account.byPuuid('euw1', 'x')),
    ).toMatchObject({
      kind: 'network',
      status: null,
      attempts: 2,
    });
    expect(n).toBe(2);

    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const err = await failure(
      createRiotClient({
        apiKey: 'k',
        baseUrl: 'http://riot.test/{routing}',
        fetch: hanging,
        timeoutMs: 20,
        maxRetries: 1,
        backoff: { baseMs: 1, capMs: 1 },
      }).account.byPuuid('euw1', 'x'),
    );
    expect(err).toMatchObject({ kind: 'timeout', attempts: 2 });
  });

  it('honours Retry-After on a 429 and then succeeds', async () => {
    const time = virtualTime();
    const { fetchImpl } = scripted(
      { status: 429, headers: { 'retry-after': '7', 'x-rate-limit-type': 'application' } },
      { body: ACCOUNT },
    );
    const riot = createRiotClient({
      apiKey: 'k',
      baseUrl: 'http://riot.test/{routing}',
      fetch: fetchImpl,
      ...time,
    });
    const start = time.now();
    await riot.account.byPuuid('euw1', 'x');
    expect(time.now() - start).toBeGreaterThanOrEqual(7000);
    expect(riot.stats().rateLimited.application).toBe(1);
  });

  it('fails at once with the wait when Riot asks for longer than the call may wait', async () => {
    const { calls, fetchImpl } = scripted({
      status: 429,
      headers: { 'retry-after': '86400', 'x-rate-limit-type': 'method' },
    });
    const err = await failure(
      client(fetchImpl, { maxWaitMs: 30_000 }).account.byPuuid('euw1', 'x'),
    );
    expect(err).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 15 * 60_000 });
    expect(calls).toHaveLength(1);
  });

  it('backs off on a service 429 without a Retry-After', async () => {
    const { calls, fetchImpl } = scripted(
      { status: 429, headers: { 'x-rate-limit-type': 'service' } },
      { body: ACCOUNT },
    );
    const riot = client(fetchImpl);
    await riot.account.byPuuid('euw1', 'x');
    expect(calls).toHaveLength(2);
    expect(riot.stats().rateLimited.service).toBe(1);
  });

  it('serves many callers concurrently when the server sends no limit headers', async () => {
    let inFlight = 0;
    let peak = 0;
    const fetchImpl = (async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      return json({ body: ACCOUNT });
    }) as typeof fetch;
    const riot = createRiotClient({
      apiKey: 'k',
      baseUrl: 'http://riot.test/{routing}',
      fetch: fetchImpl,
    });
    await Promise.all(Array.from({ length: 30 }, () => riot.account.byPuuid('euw1', 'x')));
    expect(peak).toBeGreaterThan(5);
  });
});

/**
 * A fake Riot that enforces fixed windows the way Riot does, on the same virtual clock as the
 * client, and counts every request it would have refused.
 */
function limitedRiot(time: { now: () => number }, appLimit: string, methodLimit: string) {
  const windows = (header: string) =>
    parseLimits(header).map((l) => ({ ...l, count: 0, start: null as number | null }));
  const app = windows(appLimit);
  const method = windows(methodLimit);
  let overLimit = 0;
  let served = 0;
  const fetchImpl = (async () => {
    const t = time.now();
    for (const w of [...app, ...method]) {
      if (w.start !== null && t >= w.start + w.windowSeconds * 1000) {
        w.start = null;
        w.count = 0;
      }
      w.start ??= t;
      w.count += 1;
    }
    const header = (ws: typeof app) => ws.map((w) => `${w.limit}:${w.windowSeconds}`).join(',');
    const counts = (ws: typeof app) => ws.map((w) => `${w.count}:${w.windowSeconds}`).join(',');
    const headers = {
      'x-app-rate-limit': header(app),
      'x-app-rate-limit-count': counts(app),
      'x-method-rate-limit': header(method),
      'x-method-rate-limit-count': counts(method),
    };
    if ([...app, ...method].some((w) => w.count > w.limit)) {
      overLimit += 1;
      return json({
        status: 429,
        headers: { ...headers, 'retry-after': '1', 'x-rate-limit-type': 'application' },
      });
    }
    served += 1;
    return json({ body: ACCOUNT, headers });
  }) as typeof fetch;
  return { fetchImpl, stats: () => ({ overLimit, served }) };
}

describe('Riot client rate limiting', () => {
  it('never exceeds learned limits with 50 concurrent callers', async () => {
    const time = virtualTime();
    const riot = limitedRiot(time, '20:1,100:120', '50:10');
    const client = createRiotClient({
      apiKey: 'k',
      baseUrl: 'http://riot.test/{routing}',
      fetch: riot.fetchImpl,
      maxWaitMs: 3_600_000,
      ...time,
    });
    const start = time.now();
    await Promise.all(Array.from({ length: 250 }, () => client.account.byPuuid('euw1', 'x')));
    expect(riot.stats()).toEqual({ overLimit: 0, served: 250 });
    expect(client.stats().rateLimited.application).toBe(0);
    // 250 requests at 100 per 120 s cannot finish before two long windows have passed.
    const elapsed = time.now() - start;
    expect(elapsed).toBeGreaterThanOrEqual(240_000);
  });

  it('lets the first call learn the limits alone before others follow', async () => {
    const time = virtualTime();
    const riot = limitedRiot(time, '3:1', '100:10');
    const client = createRiotClient({
      apiKey: 'k',
      baseUrl: 'http://riot.test/{routing}',
      fetch: riot.fetchImpl,
      ...time,
    });
    await Promise.all(Array.from({ length: 10 }, () => client.account.byPuuid('euw1', 'x')));
    expect(riot.stats()).toEqual({ overLimit: 0, served: 10 });
  });

  it('gives a typed budget error when the call cannot fit before its deadline', async () => {
    const time = virtualTime();
    const riot = limitedRiot(time, '2:60', '100:10');
    const client = createRiotClient({
      apiKey: 'k',
      baseUrl: 'http://riot.test/{routing}',
      fetch: riot.fetchImpl,
      maxWaitMs: 5_000,
      ...time,
    });
    await client.account.byPuuid('euw1', 'x');
    await client.account.byPuuid('euw1', 'x');
    const err = await failure(client.account.byPuuid('euw1', 'x'));
    expect(err.kind).toBe('budget');
    expect(err.retryAfterMs).toBeGreaterThan(50_000);
    expect(riot.stats().overLimit).toBe(0);
  });

  it('stops waiting for budget as soon as the caller aborts', async () => {
    const riot = limitedRiot({ now: Date.now }, '1:60', '100:10');
    const client = createRiotClient({
      apiKey: 'k',
      baseUrl: 'http://riot.test/{routing}',
      fetch: riot.fetchImpl,
      maxWaitMs: 600_000,
    });
    await client.account.byPuuid('euw1', 'x');
    const controller = new AbortController();
    const waiting = client.account.byPuuid('euw1', 'x', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const started = Date.now();
    expect(await failure(waiting)).toMatchObject({ kind: 'aborted' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(riot.stats().served).toBe(1);
  });

  it('abandons a request in flight when the caller aborts, without retrying', async () => {
    let calls = 0;
    const hanging = ((_url: string, init?: RequestInit) => {
      calls += 1;
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }) as typeof fetch;
    const client = createRiotClient({
      apiKey: 'k',
      baseUrl: 'http://riot.test/{routing}',
      fetch: hanging,
    });
    const controller = new AbortController();
    const call = client.account.byPuuid('euw1', 'x', { signal: controller.signal });
    await vi.waitFor(() => expect(calls).toBe(1));
    controller.abort();
    expect(await failure(call)).toMatchObject({ kind: 'aborted', attempts: 1 });
    expect(calls).toBe(1);
  });

  it('keeps part of every window for high-priority calls while low-priority ones wait', async () => {
    const time = virtualTime();
    const riot = limitedRiot(time, '10:10', '100:10');
    const client = createRiotClient({
      apiKey: 'k',
      baseUrl: 'http://riot.test/{routing}',
      fetch: riot.fetchImpl,
      maxWaitMs: 1_000,
      ...time,
    });
    await client.account.byPuuid('euw1', 'x', { priority: 'low' });
    let low = 1;
    while (
      await client.account.byPuuid('euw1', 'x', { priority: 'low' }).then(
        () => true,
        () => false,
      )
    )
      low += 1;
    let high = 0;
    while (
      await client.account.byPuuid('euw1', 'x').then(
        () => true,
        () => false,
      )
    )
      high += 1;
    expect([low, high]).toEqual([8, 2]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RiotSim } from './sim.ts';
import { get, TEST_API_KEY, testSim } from './test-support.ts';

let sim: RiotSim;
let clock = 0;
let path = '';

beforeAll(async () => {
  sim = await testSim({ now: () => clock });
  path = `/euw1/lol/summoner/v4/summoners/by-puuid/${sim.world.samplePlayers[1]?.puuid}`;
});
afterAll(() => sim.close());
beforeEach(() => {
  clock = 1_700_000_000_000;
  sim.setFaults({});
  sim.setLimits(null);
  sim.resetStats();
});

async function statuses(n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await get(sim, path)).status);
  return out;
}

describe('fault injection', () => {
  it('answers a share of requests with 500 and 503 and Riot bodies', async () => {
    sim.setFaults({ errorRate: 0.5 });
    const seen = await statuses(200);
    const errors = seen.filter((s) => s === 500 || s === 503).length;
    expect(errors).toBeGreaterThan(60);
    expect(errors).toBeLessThan(140);
    expect(seen).toContain(500);
    expect(seen).toContain(503);
    sim.setFaults({ errorRate: 1 });
    const res = await get(sim, path);
    expect(res.body).toEqual(
      res.status === 500
        ? { status: { message: 'Internal server error', status_code: 500 } }
        : { status: { message: 'Service unavailable', status_code: 503 } },
    );
  });

  it('is reproducible: the same fault seed gives the same answers', async () => {
    sim.setFaults({ errorRate: 0.3, seed: 42 });
    const first = await statuses(40);
    sim.setFaults({ errorRate: 0.3, seed: 42 });
    expect(await statuses(40)).toEqual(first);
  });

  it('answers every request of a burst with a service 429 without Retry-After', async () => {
    sim.setLimits({ app: '100:1' });
    sim.setFaults({ rateLimitBurst: { durationMs: 5_000 } });
    const res = await get(sim, path);
    expect(res.status).toBe(429);
    expect(res.headers.get('x-rate-limit-type')).toBe('service');
    expect(res.headers.get('retry-after')).toBeNull();
    expect(res.headers.get('x-app-rate-limit')).toBe('100:1');
    clock += 4_999;
    expect((await get(sim, path)).status).toBe(429);
    clock += 1;
    expect((await get(sim, path)).status).toBe(200);
    expect(sim.stats().rateLimited.service).toBe(2);
  });

  it('repeats bursts with periodMs', async () => {
    sim.setFaults({ rateLimitBurst: { from: clock, durationMs: 1_000, periodMs: 10_000 } });
    expect((await get(sim, path)).status).toBe(429);
    clock += 2_000;
    expect((await get(sim, path)).status).toBe(200);
    clock += 8_500;
    expect((await get(sim, path)).status).toBe(429);
  });

  it('adds latency', async () => {
    sim.setFaults({ latencyMs: 120, latencyJitterMs: 30 });
    const started = performance.now();
    expect((await get(sim, path)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
  });

  it('leaves hanging requests unanswered until the client gives up', async () => {
    sim.setFaults({ hangRate: 1 });
    const started = performance.now();
    await expect(
      fetch(`${sim.url}${path}`, {
        headers: { 'X-Riot-Token': TEST_API_KEY },
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(sim.stats().hung).toBe(1);
  });

  it("sends a proxy's HTML 502 page", async () => {
    sim.setFaults({ htmlErrorRate: 1 });
    const res = await get(sim, path);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(res.text).toContain('502 Bad Gateway');
    expect(res.body).toBeUndefined();
  });

  it('cuts JSON bodies short', async () => {
    sim.setFaults({ truncateRate: 1 });
    const res = await get(sim, path);
    expect(res.status).toBe(200);
    expect(res.text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(res.text)).toThrow();
  });
});

describe('closing', () => {
  it('closes even with requests left hanging', async () => {
    const own = await testSim({ faults: { hangRate: 1 } });
    const pending = fetch(`${own.url}${path}`, { headers: { 'X-Riot-Token': TEST_API_KEY } }).catch(
      (err: unknown) => err,
    );
    await vi.waitFor(() => expect(own.stats().hung).toBe(1));
    await own.close();
    expect(await pending).toBeInstanceOf(Error);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatLimits, parseLimitSpec } from './rate-limits.ts';
import type { RiotSim } from './sim.ts';
import { get, testSim } from './test-support.ts';
import type { Player } from './world/players.ts';

let sim: RiotSim;
let clock = 0;
let player: Player;

beforeAll(async () => {
  sim = await testSim({ now: () => clock });
  const p = sim.world.samplePlayers[1];
  if (!p) throw new Error('no sample');
  player = p;
});
afterAll(() => sim.close());
beforeEach(() => {
  clock = 1_700_000_000_000;
  sim.setLimits(null);
  sim.setFaults({});
  sim.resetStats();
});

const summoner = () => get(sim, `/euw1/lol/summoner/v4/summoners/by-puuid/${player.puuid}`);

describe('limit specs', () => {
  it('parses and formats Riot limit headers', () => {
    expect(parseLimitSpec('20:1,100:120')).toEqual([
      { limit: 20, windowSeconds: 1 },
      { limit: 100, windowSeconds: 120 },
    ]);
    expect(formatLimits(parseLimitSpec('20:1, 100:120'))).toBe('20:1,100:120');
    expect(() => parseLimitSpec('20/1')).toThrow(/bad rate limit/);
  });
});

describe('rate limits', () => {
  it('sends no rate-limit headers while limits are off', async () => {
    const res = await summoner();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-app-rate-limit')).toBeNull();
  });

  it('formats the app and method headers as Riot does and counts per window', async () => {
    sim.setLimits({ app: '20:1,100:120' });
    const first = await summoner();
    expect(first.headers.get('x-app-rate-limit')).toBe('20:1,100:120');
    expect(first.headers.get('x-app-rate-limit-count')).toBe('1:1,1:120');
    expect(first.headers.get('x-method-rate-limit')).toBe('1600:60');
    expect(first.headers.get('x-method-rate-limit-count')).toBe('1:60');
    const second = await summoner();
    expect(second.headers.get('x-app-rate-limit-count')).toBe('2:1,2:120');
    const match = await get(sim, '/europe/lol/match/v5/matches/EUW1_1');
    expect(match.headers.get('x-method-rate-limit')).toBe('2000:10');
    expect(match.headers.get('x-method-rate-limit-count')).toBe('1:10');
    // Limits are per routing value: europe has its own application bucket.
    expect(match.headers.get('x-app-rate-limit-count')).toBe('1:1,1:120');
    // 404s carry the headers too.
    expect(match.status).toBe(404);
  });

  it('answers the n+1-th request in a window with 429, Retry-After and X-Rate-Limit-Type application', async () => {
    sim.setLimits({ app: '3:1,100:120' });
    for (let i = 0; i < 3; i++) expect((await summoner()).status).toBe(200);
    clock += 400;
    const limited = await summoner();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: { message: 'Rate limit exceeded', status_code: 429 } });
    expect(limited.headers.get('x-rate-limit-type')).toBe('application');
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('x-app-rate-limit-count')).toBe('4:1,4:120');
    expect(sim.stats().rateLimited).toEqual({ application: 1, method: 0, service: 0 });
  });

  it('resets a fixed window that started with its first request', async () => {
    sim.setLimits({ app: '2:10' });
    expect((await summoner()).status).toBe(200);
    clock += 9_000;
    expect((await summoner()).status).toBe(200);
    const limited = await summoner();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    clock += 1_000;
    const fresh = await summoner();
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-app-rate-limit-count')).toBe('1:10');
  });

  it('counts rejected requests too, as Riot does', async () => {
    sim.setLimits({ app: '2:60' });
    await summoner();
    await summoner();
    await summoner();
    clock += 30_000;
    const res = await summoner();
    expect(res.status).toBe(429);
    expect(res.headers.get('x-app-rate-limit-count')).toBe('4:60');
    expect(res.headers.get('retry-after')).toBe('30');
  });

  it('limits a method on its own with X-Rate-Limit-Type method', async () => {
    sim.setLimits({ app: '100:1', methods: { 'summoner-v4.getByPUUID': '3:1,3:120' } });
    for (let i = 0; i < 3; i++) await summoner();
    const limited = await summoner();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-rate-limit-type')).toBe('method');
    expect(limited.headers.get('x-method-rate-limit')).toBe('3:1,3:120');
    expect(limited.headers.get('x-method-rate-limit-count')).toBe('4:1,4:120');
    // Both windows are over; the wait is the longer one's.
    expect(limited.headers.get('retry-after')).toBe('120');
    // Another method on the same routing value is still fine.
    expect((await get(sim, `/euw1/lol/league/v4/entries/by-puuid/${player.puuid}`)).status).toBe(
      200,
    );
    clock += 1_000;
    // The 1-second window has reset but the 120-second one is still over.
    const still = await summoner();
    expect(still.status).toBe(429);
    expect(still.headers.get('retry-after')).toBe('119');
  });
});

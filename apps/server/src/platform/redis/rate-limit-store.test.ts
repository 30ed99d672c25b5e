import { randomUUID } from 'node:crypto';
import { createRiotClient, PROBE_MEMORY_MS } from '@riftscope/riot';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { rateLimitStoreCases } from '@riftscope/riot/rate-limit-store.cases';
import { createRiotSim } from '@riftscope/riot-sim';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { TEST_CLOCK_START, TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import { connectRedis } from './connection.ts';
import { createRedisRateLimitStore } from './rate-limit-store.ts';

const REDIS_URL = process.env.REDIS_URL ?? '';
const DAY_MS = 24 * 60 * 60_000;

describe.skipIf(!REDIS_URL)('redis rate-limit store', () => {
  let redis: Redis;
  let prefix: string;

  /** Another connection, as another process would have; closed when the test ends. */
  const connect = () => {
    const connection = connectRedis(REDIS_URL, {
      log: pino({ level: 'silent' }),
      name: 'rate-limit-test',
    });
    onTestFinished(async () => {
      await connection.quit();
    });
    return connection;
  };

  beforeEach(() => {
    prefix = `riftscope:test:rl:${randomUUID()}:`;
    redis = connectRedis(REDIS_URL, { log: pino({ level: 'silent' }), name: 'rate-limit-test' });
  });

  afterEach(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  describe('shares the memory store behaviour', () => {
    rateLimitStoreCases(({ marginMs }) => createRedisRateLimitStore({ redis, prefix, marginMs }));
  });

  it('gives 20 of 200 concurrent reservations from two connections at one instant', async () => {
    const stores = [redis, connect()].map((connection) =>
      createRedisRateLimitStore({ redis: connection, prefix, marginMs: 100 }),
    );
    const app = [
      { limit: 20, windowSeconds: 1 },
      { limit: 100, windowSeconds: 120 },
    ];
    await stores[0]?.learn('app:euw1', app, [], 1000);
    const now = 1000;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        stores[i % 2]?.reserve([{ key: 'app:euw1', reserve: 0 }], now),
      ),
    );
    expect(results.filter((r) => r?.ok)).toHaveLength(20);
    expect(results.find((r) => r && !r.ok)).toEqual({ ok: false, waitMs: 1100 });
  });

  it('gives every key it writes a TTL beyond its windows and blocks, and keeps probes briefly', async () => {
    const store = createRedisRateLimitStore({ redis, prefix, marginMs: 100 });
    const now = Date.now();
    await store.reserve([{ key: 'never-learned', reserve: 0 }], now);
    expect(await redis.pttl(`${prefix}never-learned`)).toBeGreaterThan(0);
    expect(await redis.pttl(`${prefix}never-learned`)).toBeLessThanOrEqual(PROBE_MEMORY_MS);

    await store.learn('app', [{ limit: 20, windowSeconds: 1 }], [], now);
    await store.reserve([{ key: 'app', reserve: 0 }], now);
    await store.block('method', now + 10 * 60_000);
    const ttl = (key: string) => redis.pttl(`${prefix}${key}`);
    expect(await ttl('app')).toBeGreaterThan(DAY_MS - 60_000);
    expect(await ttl('app')).toBeLessThanOrEqual(DAY_MS + 1100);
    expect(await ttl('method')).toBeGreaterThan(DAY_MS + 9 * 60_000);
    expect(await ttl('method')).toBeLessThanOrEqual(DAY_MS + 10 * 60_000);
  });

  it('keeps two Riot clients in two processes within one app limit: zero 429s', async () => {
    const sim = await createRiotSim({
      dataDragon: await loadDataDragon({ dir: TEST_DDRAGON_DIR }),
      clockStart: TEST_CLOCK_START,
      apiKey: 'RGAPI-test',
      limits: { app: '20:1,100:120' },
    });
    onTestFinished(() => sim.close());
    const [riotA, riotB] = [redis, connect()].map((connection) =>
      createRiotClient({
        apiKey: 'RGAPI-test',
        baseUrl: sim.baseUrlTemplate,
        store: createRedisRateLimitStore({ redis: connection, prefix, marginMs: 100 }),
        backoff: { baseMs: 10, capMs: 100 },
        timeoutMs: 5_000,
        maxWaitMs: 20_000,
      }),
    );
    const [player] = sim.world.samplePlayers;
    if (!riotA || !riotB || !player) throw new Error('test setup');

    // Both start without limits: each probes with one request, and both probes count.
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 === 0 ? riotA : riotB).summoner.byPuuid(player.platform, player.puuid),
      ),
    );

    expect(results.every((s) => s?.puuid === player.puuid)).toBe(true);
    expect(sim.stats().rateLimited).toEqual({ application: 0, method: 0, service: 0 });
    expect(sim.stats().byStatus).toEqual({ '200': 60 });
    // 60 calls at 20 a second need three windows, so the clients did wait for each other.
    expect(Date.now() - started).toBeGreaterThan(2000);
  }, 15_000);
});

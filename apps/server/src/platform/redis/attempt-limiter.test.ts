import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { redisAttemptLimiter } from './attempt-limiter.ts';
import { connectRedis } from './connection.ts';

const { REDIS_URL } = process.env;
const log = pino({ level: 'silent' });
const options = { maxFailures: 3, windowMs: 60_000 };

describe.skipIf(!REDIS_URL)('failed sign-ins counted in Redis', () => {
  const connections: ReturnType<typeof connectRedis>[] = [];
  const prefix = `test-attempts-${randomUUID()}:`;
  const connect = () => {
    const redis = connectRedis(REDIS_URL ?? '', { name: 'attempts-test', log });
    connections.push(redis);
    return redis;
  };
  afterEach(async () => {
    const [redis] = connections;
    const keys = (await redis?.keys(`${prefix}*`)) ?? [];
    if (redis && keys.length > 0) await redis.del(...keys);
    for (const connection of connections.splice(0)) connection.disconnect();
  });

  it('locks an account after the failures two processes counted together, until reset', async () => {
    const [a, b] = [connect(), connect()].map((r) => redisAttemptLimiter(r, log, prefix, options));
    if (!a || !b) throw new Error('two limiters expected');
    await a.recordFailure('player@example.com');
    await b.recordFailure('player@example.com');
    expect(await a.retryAfter('player@example.com')).toBe(0);
    await a.recordFailure('player@example.com');
    const wait = await b.retryAfter('player@example.com');
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await a.retryAfter('other@example.com')).toBe(0);
    await b.reset('player@example.com');
    expect(await a.retryAfter('player@example.com')).toBe(0);
  });

  it('counts in this process while Redis does not answer', async () => {
    const down = connectRedis('redis://127.0.0.1:1', { name: 'attempts-down', log });
    try {
      const limiter = redisAttemptLimiter(down, log, prefix, options);
      for (let i = 0; i < 3; i++) await limiter.recordFailure('player@example.com');
      expect(await limiter.retryAfter('player@example.com')).toBeGreaterThan(0);
    } finally {
      down.disconnect();
    }
  });
});

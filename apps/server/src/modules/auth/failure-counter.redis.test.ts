import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../platform/redis/connection.ts';
import { redisTestConnections } from '../../platform/redis/test-connections.ts';
import { failureCounterCases } from './failure-counter.cases.ts';
import { COUNTS_UNAVAILABLE, redisFailureCounter } from './failure-counter.redis.ts';

const { REDIS_URL } = process.env;
const log = pino({ level: 'silent' });
const T0 = Date.UTC(2026, 10, 25, 12);

describe.skipIf(!REDIS_URL)('failed attempts counted in Redis', () => {
  const { prefix, connect } = redisTestConnections(REDIS_URL ?? '', 'failures');

  describe('shares the memory counter behaviour', () => {
    let round = 0;
    failureCounterCases((options) =>
      redisFailureCounter(connect(), log, `${prefix}${++round}:`, options),
    );
  });

  it('counts the failures two processes saw together', async () => {
    const [a, b] = [connect(), connect()].map((r) =>
      redisFailureCounter(r, log, prefix, { memoryMs: 60_000 }),
    );
    if (!a || !b) throw new Error('two counters expected');
    await a.begin(['k'], T0);
    expect(await b.begin(['k'], T0 + 1)).toEqual([{ failures: 1, lastFailureAt: T0 }]);
    await a.fail(['k'], T0 + 2);
    await b.fail(['k'], T0 + 2);
    expect(await a.begin(['k'], T0 + 3)).toEqual([{ failures: 2, lastFailureAt: T0 + 2 }]);
  });

  it('keeps a key no longer than the memory', async () => {
    const redis = connect();
    const counter = redisFailureCounter(redis, log, prefix, { memoryMs: 60_000 });
    await counter.begin(['k'], T0);
    await counter.fail(['k'], T0);
    const ttl = await redis.pttl(`${prefix}k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('refuses an attempt with 503 while Redis does not answer, rather than count it nowhere', async () => {
    const down = connectRedis('redis://127.0.0.1:1', { name: 'failures-down', log });
    try {
      const counter = redisFailureCounter(down, log, prefix, { memoryMs: 60_000 });
      await expect(counter.begin(['k'], T0)).rejects.toMatchObject({
        statusCode: 503,
        message: COUNTS_UNAVAILABLE,
      });
      await expect(counter.release(['k'])).resolves.toBeUndefined();
    } finally {
      down.disconnect();
    }
  });
});

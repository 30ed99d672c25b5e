import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../platform/redis/connection.ts';
import { redisTestConnections } from '../../platform/redis/test-connections.ts';
import { failureCounterCases } from './failure-counter.cases.ts';
import { redisFailureCounter } from './failure-counter.redis.ts';

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
    await a.record(['k'], T0);
    await b.record(['k'], T0 + 1);
    expect(await a.read(['k'], T0 + 2)).toEqual([{ failures: 2, lastFailureAt: T0 + 1 }]);
  });

  it('keeps a key no longer than the memory', async () => {
    const redis = connect();
    await redisFailureCounter(redis, log, prefix, { memoryMs: 60_000 }).record(['k'], T0);
    const ttl = await redis.pttl(`${prefix}k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('counts in this process while Redis does not answer', async () => {
    const down = connectRedis('redis://127.0.0.1:1', { name: 'failures-down', log });
    try {
      const counter = redisFailureCounter(down, log, prefix, { memoryMs: 60_000 });
      await counter.record(['k'], T0);
      expect(await counter.read(['k'], T0)).toEqual([{ failures: 1, lastFailureAt: T0 }]);
    } finally {
      down.disconnect();
    }
  });
});

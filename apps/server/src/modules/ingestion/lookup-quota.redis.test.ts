import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../platform/redis/connection.ts';
import { redisTestConnections } from '../../platform/redis/test-connections.ts';
import { QUOTA_UNAVAILABLE, redisLookupQuota } from './lookup-quota.redis.ts';

const { REDIS_URL } = process.env;
const log = pino({ level: 'silent' });
const options = { max: 2, windowMs: 60_000 };

describe.skipIf(!REDIS_URL)('lookup quota in Redis', () => {
  const { prefix, connect } = redisTestConnections(REDIS_URL ?? '', 'lookup-quota');

  it('refuses an address the players beyond what two processes let it look up together, each counted once', async () => {
    const [a, b] = [connect(), connect()].map((r) => redisLookupQuota(r, log, prefix, options));
    if (!a || !b) throw new Error('two quotas expected');
    expect(await a.take('10.0.0.1', 'one')).toBe(0);
    expect(await b.take('10.0.0.1', 'two')).toBe(0);
    expect(await b.take('10.0.0.1', 'one')).toBe(0);
    const wait = await a.take('10.0.0.1', 'three');
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await a.take('10.0.0.1', 'two')).toBe(0);
    expect(await b.take('10.0.0.2', 'three')).toBe(0);
  });

  it('refuses a lookup with 503 while Redis does not answer, rather than count it nowhere', async () => {
    const down = connectRedis('redis://127.0.0.1:1', { name: 'lookup-quota-down', log });
    try {
      const quota = redisLookupQuota(down, log, prefix, options);
      await expect(quota.take('10.0.0.1', 'one')).rejects.toMatchObject({
        statusCode: 503,
        message: QUOTA_UNAVAILABLE,
      });
    } finally {
      down.disconnect();
    }
  });
});

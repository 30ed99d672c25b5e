import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnswerCacheFactory, memoryAnswerCache } from './answer-cache.ts';
import { redisAnswerCache } from './redis/answer-cache.ts';
import { connectRedis } from './redis/connection.ts';

const { REDIS_URL } = process.env;
const log = pino({ level: 'silent' });
const redis = REDIS_URL ? connectRedis(REDIS_URL, { name: 'answer-cache-test', log }) : null;
const prefix = `test-answers-${randomUUID()}:`;

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const factories: [string, AnswerCacheFactory | null][] = [
  ['in memory', memoryAnswerCache],
  ['in Redis', redis ? redisAnswerCache(redis, log, prefix) : null],
];

describe.each(factories)('answer cache %s', (_where, factory) => {
  const make = (now: () => number) => {
    if (!factory) throw new Error('no cache');
    return factory<{ level: number }>({ name: randomUUID(), ttlMs: 5_000, maxEntries: 10, now });
  };

  it.skipIf(!factory)('answers until the answer is older than its time to live', async () => {
    let t = 1_000;
    const cache = make(() => t);
    await cache.set('baron stealer#euw', 'euw1', { level: 1 });
    t += 4_999;
    expect(await cache.get('baron stealer#euw', 'euw1')).toEqual({ level: 1 });
    t += 1;
    expect(await cache.get('baron stealer#euw', 'euw1')).toBeUndefined();
  });

  it.skipIf(!factory)("forgets every answer of a player's group and no other", async () => {
    const cache = make(Date.now);
    await cache.set('baron stealer#euw', 'euw1', { level: 1 });
    await cache.set('baron stealer#euw', '*:1:10', { level: 2 });
    await cache.set('turret hugger#na1', 'na1', { level: 3 });
    await cache.forget('baron stealer#euw');
    expect(await cache.get('baron stealer#euw', 'euw1')).toBeUndefined();
    expect(await cache.get('baron stealer#euw', '*:1:10')).toBeUndefined();
    expect(await cache.get('turret hugger#na1', 'na1')).toEqual({ level: 3 });
  });
});

describe('answer cache in memory', () => {
  it('keeps answers frozen, so that the serializer writes each once', async () => {
    const cache = memoryAnswerCache<{ level: number }>({ name: 'x', ttlMs: 5_000, maxEntries: 10 });
    await cache.set('baron stealer#euw', 'euw1', { level: 1 });
    expect(Object.isFrozen(await cache.get('baron stealer#euw', 'euw1'))).toBe(true);
  });
});

describe.skipIf(!redis)('answer cache in Redis', () => {
  it('answers the same frozen object while Redis holds the same answer, a new one once it changes', async () => {
    if (!redis) return;
    const options = { name: randomUUID(), ttlMs: 5_000, maxEntries: 10 };
    const here = redisAnswerCache(redis, log, prefix)<{ level: number }>(options);
    const elsewhere = redisAnswerCache(redis, log, prefix)<{ level: number }>(options);
    await here.set('baron stealer#euw', 'euw1', { level: 1 });
    const first = await here.get('baron stealer#euw', 'euw1');
    expect(Object.isFrozen(first)).toBe(true);
    expect(await here.get('baron stealer#euw', 'euw1')).toBe(first);
    // Another process stores a newer answer.
    await elsewhere.set('baron stealer#euw', 'euw1', { level: 2 });
    expect(await here.get('baron stealer#euw', 'euw1')).toEqual({ level: 2 });
  });
});

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** Long enough for the requests started just now to have read the cache and found nothing. */
const untilRequestsMissed = () => sleep(50);

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

  it.skipIf(!factory)('keeps the answer it computes on a miss, and answers it after', async () => {
    const cache = make(Date.now);
    let computed = 0;
    const compute = async () => ({ level: ++computed });
    expect(await cache.remember('baron stealer#euw', 'euw1', compute)).toEqual({ level: 1 });
    expect(await cache.remember('baron stealer#euw', 'euw1', compute)).toEqual({ level: 1 });
    expect(await cache.get('baron stealer#euw', 'euw1')).toEqual({ level: 1 });
    expect(computed).toBe(1);
  });

  it.skipIf(!factory)('computes an answer once for requests that miss it together', async () => {
    const cache = make(Date.now);
    const answer = Promise.withResolvers<{ level: number }>();
    let computed = 0;
    const compute = () => {
      computed += 1;
      return answer.promise;
    };
    const both = Promise.all([
      cache.remember('baron stealer#euw', 'euw1', compute),
      cache.remember('baron stealer#euw', 'euw1', compute),
    ]);
    // The second request has read the cache and found nothing by now.
    await untilRequestsMissed();
    answer.resolve({ level: 1 });
    expect(await both).toEqual([{ level: 1 }, { level: 1 }]);
    expect(computed).toBe(1);
  });

  it.skipIf(!factory)(
    'does not keep an answer computed while its group was forgotten',
    async () => {
      const cache = make(Date.now);
      const stale = Promise.withResolvers<{ level: number }>();
      const reading = cache.remember('baron stealer#euw', 'euw1', () => stale.promise);
      await untilRequestsMissed();
      // An Update stores new data and forgets the player's answers while the old read runs.
      await cache.forget('baron stealer#euw');
      // A request after the forget does not join the read begun before it.
      const fresh = await cache.remember('baron stealer#euw', 'euw1', async () => ({ level: 2 }));
      expect(fresh).toEqual({ level: 2 });
      stale.resolve({ level: 1 });
      expect(await reading).toEqual({ level: 1 });
      expect(await cache.get('baron stealer#euw', 'euw1')).toEqual({ level: 2 });
      // Once forgotten, answers are kept again as before.
      await cache.forget('baron stealer#euw');
      expect(await cache.remember('baron stealer#euw', 'euw1', async () => ({ level: 3 }))).toEqual(
        {
          level: 3,
        },
      );
      expect(await cache.get('baron stealer#euw', 'euw1')).toEqual({ level: 3 });
    },
  );

  it.skipIf(!factory)(
    'lets a request that joined a failed computation compute its own',
    async () => {
      const cache = make(Date.now);
      const refused = Promise.withResolvers<{ level: number }>();
      // The first request's address is over its quota; the second's is not.
      const first = cache.remember('baron stealer#euw', 'euw1', () => refused.promise);
      const second = cache.remember('baron stealer#euw', 'euw1', async () => ({ level: 1 }));
      await untilRequestsMissed();
      refused.reject(new Error('Too many new players'));
      await expect(first).rejects.toThrow('Too many new players');
      expect(await second).toEqual({ level: 1 });
      expect(await cache.get('baron stealer#euw', 'euw1')).toEqual({ level: 1 });
    },
  );

  it.skipIf(!factory)('keeps only the answers it is told to keep', async () => {
    const cache = make(Date.now);
    const isWhole = (answer: { level: number }) => answer.level > 1;
    await cache.remember('baron stealer#euw', 'euw1', async () => ({ level: 1 }), isWhole);
    expect(await cache.get('baron stealer#euw', 'euw1')).toBeUndefined();
    await cache.remember('baron stealer#euw', 'euw1', async () => ({ level: 2 }), isWhole);
    expect(await cache.get('baron stealer#euw', 'euw1')).toEqual({ level: 2 });
  });

  it.skipIf(!factory)(
    'computes again after a failed computation, which it does not keep',
    async () => {
      const cache = make(Date.now);
      await expect(
        cache.remember('baron stealer#euw', 'euw1', () =>
          Promise.reject(new Error('Riot is down')),
        ),
      ).rejects.toThrow('Riot is down');
      expect(await cache.remember('baron stealer#euw', 'euw1', async () => ({ level: 1 }))).toEqual(
        {
          level: 1,
        },
      );
    },
  );
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

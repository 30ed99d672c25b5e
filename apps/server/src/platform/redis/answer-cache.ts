import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AnswerCache, AnswerCacheFactory, AnswerCacheOptions } from '../answer-cache.ts';

/** KEYS[1]: the group. ARGV: field, entry, TTL in ms. Writes the answer; the group lives on. */
const WRITE = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
`;

/**
 * Answer caches shared by every process: one Redis hash per group, each field holding its
 * answer and when it expires. The hash itself expires a TTL after its last write, so a group
 * never outlives its newest answer; `forget` deletes the hash in one command. A cache is only a
 * shortcut: when Redis does not answer, reads miss and writes are skipped (and logged).
 */
export function redisAnswerCache(
  redis: Redis,
  log: FastifyBaseLogger,
  prefix: string,
): AnswerCacheFactory {
  return <T>(options: AnswerCacheOptions): AnswerCache<T> => {
    const now = options.now ?? Date.now;
    const keyOf = (group: string) => `${prefix}${options.name}:${group}`;
    return {
      async get(group, field) {
        const stored = await redis.hget(keyOf(group), field).catch((err: unknown) => {
          log.warn({ err, cache: options.name }, 'cache read failed; answering without it');
          return null;
        });
        if (stored === null) return undefined;
        const entry = JSON.parse(stored) as { expiresAt: number; value: T };
        return entry.expiresAt > now() ? entry.value : undefined;
      },
      async set(group, field, value) {
        const key = keyOf(group);
        const entry = JSON.stringify({ expiresAt: now() + options.ttlMs, value });
        await redis
          .eval(WRITE, 1, key, field, entry, options.ttlMs)
          .catch((err: unknown) => log.warn({ err, cache: options.name }, 'cache write failed'));
      },
      async forget(group) {
        // Answers left behind expire with their TTL (seconds), as they would in memory.
        await redis
          .del(keyOf(group))
          .catch((err: unknown) => log.warn({ err, cache: options.name }, 'cache forget failed'));
      },
    };
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AnswerCache, AnswerCacheFactory, AnswerCacheOptions } from '../answer-cache.ts';
import { createTtlCache } from '../ttl-cache.ts';

/** Hot answers are few: the parsed copies kept per cache and process. */
const PARSED_MAX_ENTRIES = 1_000;

interface Entry<T> {
  expiresAt: number;
  value: T;
}

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
    // The entries this process read last, parsed and frozen: while Redis holds the same text, the
    // same object is answered, so it is neither parsed nor written again (prepared-answer.ts).
    const parsed = createTtlCache<{ stored: string; entry: Entry<T> }>({
      ...options,
      maxEntries: Math.min(options.maxEntries, PARSED_MAX_ENTRIES),
    });
    return {
      async get(group, field) {
        const key = keyOf(group);
        const stored = await redis.hget(key, field).catch((err: unknown) => {
          log.warn({ err, cache: options.name }, 'cache read failed; answering without it');
          return null;
        });
        if (stored === null) return undefined;
        const memo = `${key}\u0000${field}`;
        const last = parsed.get(memo);
        let entry = last?.stored === stored ? last.entry : undefined;
        if (!entry) {
          const read = JSON.parse(stored) as Entry<T>;
          entry = { expiresAt: read.expiresAt, value: Object.freeze(read.value) };
          parsed.set(memo, { stored, entry });
        }
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

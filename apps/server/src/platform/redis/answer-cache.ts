import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type AnswerCache,
  type AnswerCacheFactory,
  type AnswerCacheOptions,
  FORGET_MEMORY_MS,
  rememberWith,
} from '../answer-cache.ts';
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
 * KEYS[1]: the group, KEYS[2]: its generation. ARGV: field, entry, TTL in ms, the generation the
 * answer was computed in ('' for none). Writes the answer unless the group was forgotten since.
 */
const WRITE_UNLESS_FORGOTTEN = `
if (redis.call('GET', KEYS[2]) or '') ~= ARGV[4] then return 0 end
${WRITE}
return 1
`;

/** KEYS[1]: the group, KEYS[2]: its generation. ARGV: how long the generation is kept, ms. */
const FORGET = `
redis.call('DEL', KEYS[1])
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[1])
`;

/**
 * Answer caches shared by every process: one Redis hash per group, each field holding its
 * answer and when it expires. The hash itself expires a TTL after its last write, so a group
 * never outlives its newest answer; `forget` deletes the hash and counts the group's generation up,
 * so that an answer computed from data read before the forget is not written after it. A cache is
 * only a shortcut: when Redis does not answer, reads miss and writes are skipped (and logged).
 */
export function redisAnswerCache(
  redis: Redis,
  log: FastifyBaseLogger,
  prefix: string,
): AnswerCacheFactory {
  return <T>(options: AnswerCacheOptions): AnswerCache<T> => {
    const now = options.now ?? Date.now;
    const keyOf = (group: string) => `${prefix}${options.name}:${group}`;
    // Beside the groups, under a name no group key has (a cache's name holds no '!').
    const generationKeyOf = (group: string) => `${prefix}${options.name}!generation:${group}`;
    // The entries this process read last, parsed and frozen: while Redis holds the same text, the
    // same object is answered, so it is neither parsed nor written again (prepared-answer.ts).
    const parsed = createTtlCache<{ stored: string; entry: Entry<T> }>({
      ...options,
      maxEntries: Math.min(options.maxEntries, PARSED_MAX_ENTRIES),
    });
    const warn =
      (message: string) =>
      (err: unknown): undefined => {
        log.warn({ err, cache: options.name }, message);
      };
    /** Writes an answer; with the generation it was computed in, only if that is still current. */
    const write = async (group: string, field: string, value: T, generation?: string) => {
      const entry = JSON.stringify({ expiresAt: now() + options.ttlMs, value });
      const ttl = options.ttlMs;
      await (generation === undefined
        ? redis.eval(WRITE, 1, keyOf(group), field, entry, ttl)
        : redis.eval(
            WRITE_UNLESS_FORGOTTEN,
            2,
            keyOf(group),
            generationKeyOf(group),
            field,
            entry,
            ttl,
            generation,
          )
      ).catch(warn('cache write failed'));
    };
    const cache: AnswerCache<T> = {
      remember: rememberWith({
        get: (group, field) => cache.get(group, field),
        generation: (group) =>
          redis
            .get(generationKeyOf(group))
            .then((counted) => counted ?? '', warn('cache read failed; answering without it')),
        keepIfCurrent: (group, field, answer, generation) =>
          write(group, field, answer, generation),
      }),
      async get(group, field) {
        const key = keyOf(group);
        const stored = await redis
          .hget(key, field)
          .catch(warn('cache read failed; answering without it'));
        if (stored == null) return undefined;
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
        await write(group, field, value);
      },
      async forget(group) {
        // Answers left behind expire with their TTL (seconds), as they would in memory.
        await redis
          .eval(FORGET, 2, keyOf(group), generationKeyOf(group), FORGET_MEMORY_MS)
          .catch(warn('cache forget failed'));
      },
    };
    return cache;
  };
}

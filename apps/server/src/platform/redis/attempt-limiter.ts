import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type AttemptLimiter,
  type AttemptLimiterOptions,
  createMemoryAttemptLimiter,
} from '../../modules/auth/attempt-limiter.ts';

/** KEYS[1]: the counter. ARGV[1]: the window in ms. Counts one failure; the first opens the window. */
const RECORD = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return failures
`;

/** KEYS[1]: the counter. Returns the failures counted and the ms until the window closes. */
const READ = `
return { tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]) }
`;

/**
 * Failed sign-ins counted in Redis, so that N API processes do not allow N times as many tries.
 * While Redis does not answer, this process counts on its own, as it would without Redis.
 */
export function redisAttemptLimiter(
  redis: Redis,
  log: FastifyBaseLogger,
  prefix: string,
  options: AttemptLimiterOptions,
): AttemptLimiter {
  const local = createMemoryAttemptLimiter(options);
  const keyOf = (key: string) => `${prefix}${key}`;
  const orLocally = async <T>(task: () => Promise<T>, fallback: () => Promise<T>) => {
    try {
      return await task();
    } catch (err) {
      log.warn({ err }, 'failed sign-ins counted in this process only');
      return fallback();
    }
  };
  return {
    retryAfter: (key) =>
      orLocally(
        async () => {
          const [failures, ttl] = (await redis.eval(READ, 1, keyOf(key))) as [number, number];
          if (failures < options.maxFailures) return 0;
          return Math.max(1, Math.ceil(ttl / 1000));
        },
        () => local.retryAfter(key),
      ),
    recordFailure: (key) =>
      orLocally(
        async () => {
          await redis.eval(RECORD, 1, keyOf(key), options.windowMs);
        },
        () => local.recordFailure(key),
      ),
    reset: (key) =>
      orLocally(
        async () => {
          await redis.del(keyOf(key));
        },
        () => local.reset(key),
      ),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  createMemoryFailureCounter,
  type FailureCount,
  type FailureCounter,
  type FailureCounterOptions,
  NO_FAILURES,
} from './failure-counter.ts';

/**
 * KEYS: the counters, one hash each ({ failures, last }). ARGV: now, memoryMs. Counts one failure
 * under every key, starting afresh where the last failure is the memory ago. The TTL only clears
 * keys out; whether a count is live is decided by the caller's clock, as in memory.
 */
const RECORD = `
local now, memory = tonumber(ARGV[1]), tonumber(ARGV[2])
for _, key in ipairs(KEYS) do
  local fields = redis.call('HMGET', key, 'failures', 'last')
  local failures, last = tonumber(fields[1]) or 0, tonumber(fields[2]) or 0
  if now - last >= memory then failures = 0 end
  redis.call('HSET', key, 'failures', failures + 1, 'last', ARGV[1])
  redis.call('PEXPIRE', key, memory)
end
return 0
`;

/**
 * Failed attempts counted in Redis, so that N API processes do not allow N times as many tries.
 * While Redis does not answer, this process counts on its own, as it would without Redis.
 */
export function redisFailureCounter(
  redis: Redis,
  log: FastifyBaseLogger,
  prefix: string,
  options: FailureCounterOptions,
): FailureCounter {
  const local = createMemoryFailureCounter(options);
  const keysOf = (keys: readonly string[]) => keys.map((key) => `${prefix}${key}`);
  const orLocally = async <T>(task: () => Promise<T>, fallback: () => Promise<T>) => {
    try {
      return await task();
    } catch (err) {
      log.warn({ err }, 'failed attempts counted in this process only');
      return fallback();
    }
  };
  const live = (fields: (string | null)[], now: number): FailureCount => {
    const failures = Number(fields[0] ?? 0);
    const lastFailureAt = Number(fields[1] ?? 0);
    return failures > 0 && now - lastFailureAt < options.memoryMs
      ? { failures, lastFailureAt }
      : NO_FAILURES;
  };

  return {
    read: (keys, now) =>
      orLocally(
        async () => {
          const pipeline = redis.pipeline();
          for (const key of keysOf(keys)) pipeline.hmget(key, 'failures', 'last');
          const replies = (await pipeline.exec()) ?? [];
          return replies.map(([err, fields]) => {
            if (err) throw err;
            return live(fields as (string | null)[], now);
          });
        },
        () => local.read(keys, now),
      ),
    record: (keys, now) =>
      orLocally(
        async () => {
          if (keys.length === 0) return;
          await redis.eval(RECORD, keys.length, ...keysOf(keys), now, options.memoryMs);
        },
        () => local.record(keys, now),
      ),
    reset: (keys) =>
      orLocally(
        async () => {
          if (keys.length > 0) await redis.del(...keysOf(keys));
        },
        () => local.reset(keys),
      ),
  };
}

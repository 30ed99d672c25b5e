import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { upstreamUnavailable } from '../../platform/errors.ts';
import {
  ATTEMPT_LIFETIME_MS,
  countOf,
  type FailureCounter,
  type FailureCounterOptions,
  type FailureState,
  liveState,
} from './failure-counter.ts';

// Each counter is one hash: failures, last (ms), in-progress attempts, and when the latest began.
// The TTL only clears keys out; what is live is decided by the caller's clock, as in memory.
const FIELDS = `local function read(key)
  local f = redis.call('HMGET', key, 'failures', 'last', 'pending', 'began')
  return tonumber(f[1]) or 0, tonumber(f[2]) or 0, tonumber(f[3]) or 0, tonumber(f[4]) or 0
end
local now, memory, lifetime = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local ttl = math.max(memory, lifetime)
`;

/** Begins an attempt under every key; returns each key's state as it was, unread by the clock. */
const BEGIN = `${FIELDS}
local before = {}
for i, key in ipairs(KEYS) do
  local failures, last, pending, began = read(key)
  if now - began >= lifetime then pending = 0 end
  before[i] = { failures, last, pending, began }
  redis.call('HSET', key, 'pending', pending + 1, 'began', ARGV[1])
  redis.call('PEXPIRE', key, ttl)
end
return before
`;

/** Ends an attempt under every key as one failure at now, counting afresh a forgotten count. */
const FAIL = `${FIELDS}
for _, key in ipairs(KEYS) do
  local failures, last, pending = read(key)
  if now - last >= memory then failures = 0 end
  redis.call('HSET', key, 'failures', failures + 1, 'last', ARGV[1], 'pending', math.max(0, pending - 1))
  redis.call('PEXPIRE', key, ttl)
end
return 0
`;

/** Ends an attempt under every key as no failure. */
const RELEASE = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then
    local pending = tonumber(redis.call('HGET', key, 'pending')) or 0
    redis.call('HSET', key, 'pending', math.max(0, pending - 1))
  end
end
return 0
`;

/** A sign-in refused because its attempts cannot be counted, rather than let in uncounted. */
export const COUNTS_UNAVAILABLE = 'Signing in is unavailable for a moment; try again shortly';

/**
 * Failed attempts counted in Redis, so that N API processes do not allow N times as many tries.
 * While Redis does not answer, attempts are refused with a 503 (fail closed): counting in one
 * process would allow N times as many tries, and not counting would allow any number.
 */
export function redisFailureCounter(
  redis: Redis,
  log: FastifyBaseLogger,
  prefix: string,
  options: FailureCounterOptions,
): FailureCounter {
  const keysOf = (keys: readonly string[]) => keys.map((key) => `${prefix}${key}`);
  const run = async (script: string, keys: readonly string[], now: number) => {
    try {
      return await redis.eval(
        script,
        keys.length,
        ...keysOf(keys),
        now,
        options.memoryMs,
        ATTEMPT_LIFETIME_MS,
      );
    } catch (err) {
      log.warn({ err }, 'failed attempts cannot be counted in Redis; attempt refused');
      throw upstreamUnavailable(COUNTS_UNAVAILABLE);
    }
  };

  return {
    async begin(keys, now) {
      if (keys.length === 0) return [];
      const before = (await run(BEGIN, keys, now)) as number[][];
      return before.map(([failures = 0, lastFailureAt = 0, inProgress = 0, lastBeganAt = 0]) => {
        const state: FailureState = { failures, lastFailureAt, inProgress, lastBeganAt };
        return countOf(liveState(state, now, options.memoryMs));
      });
    },
    async fail(keys, now) {
      if (keys.length > 0) await run(FAIL, keys, now);
    },
    // Ending an attempt well is not worth refusing a right password for: an attempt left in
    // progress stops counting after ATTEMPT_LIFETIME_MS.
    async release(keys) {
      if (keys.length > 0) await run(RELEASE, keys, 0).catch(() => {});
    },
    async reset(keys) {
      const hashes = keysOf(keys);
      await Promise.all(hashes.map((key) => redis.hdel(key, 'failures', 'last'))).catch((err) =>
        log.warn({ err }, 'failed attempts could not be forgotten in Redis'),
      );
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { upstreamUnavailable } from '../../platform/errors.ts';
import type { LookupQuota, LookupQuotaOptions } from './lookup-quota.ts';

/**
 * KEYS[1]: the set of players the address looked up in this window. ARGV: the player, the
 * allowance, the window in ms. Returns 0 when the player may be looked up, else the ms until the
 * window closes. The first player opens the window; refused players are not added.
 */
const TAKE = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 0 end
local used = redis.call('SCARD', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if used >= tonumber(ARGV[2]) and ttl > 0 then return ttl end
redis.call('SADD', KEYS[1], ARGV[1])
if used == 0 or ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 0
`;

/** A lookup refused because it cannot be counted, rather than let spend Riot's budget uncounted. */
export const QUOTA_UNAVAILABLE =
  'Looking up what the site has not stored yet is unavailable for a moment; try again shortly';

/**
 * Lookups counted in Redis, so that N API processes do not allow an address N times as many.
 * While Redis does not answer, lookups are refused with a 503 (fail closed): counting in one
 * process would allow N times as many, and not counting would allow any number.
 */
export function redisLookupQuota(
  redis: Redis,
  log: FastifyBaseLogger,
  prefix: string,
  options: LookupQuotaOptions,
): LookupQuota {
  return {
    async take(address, player) {
      try {
        const waitMs = (await redis.eval(
          TAKE,
          1,
          `${prefix}${address}`,
          player,
          options.max,
          options.windowMs,
        )) as number;
        return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
      } catch (err) {
        log.warn({ err }, 'lookups cannot be counted in Redis; lookup refused');
        throw upstreamUnavailable(QUOTA_UNAVAILABLE);
      }
    },
  };
}

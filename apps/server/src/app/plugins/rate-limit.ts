import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { clientAddressKey } from '../../platform/client-address.ts';
import { rateLimited } from '../../platform/errors.ts';
import type { SharedState } from '../../platform/redis/shared-state.ts';

/**
 * Per-address request limits, off unless a route sets its own. A client is an IPv4 address or
 * an IPv6 /64 (`clientAddressKey`). They hold across processes when they count in Redis.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  shared: SharedState | null | undefined,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (req) => clientAddressKey(req.ip),
    ...(shared
      ? {
          store: sharedRequestCounts(
            shared.redis,
            app.log,
            `${shared.target.keyPrefix}:http-limit:`,
          ),
        }
      : {}),
    errorResponseBuilder: (_req, context) =>
      rateLimited(context.ttl / 1000, 'Too many requests; try again later'),
  });
}

/** KEYS[1]: the counter. ARGV: the window in ms. Counts a request; the first opens the window. */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }
`;

/** Counters kept in this process at most; beyond it, windows already closed are dropped. */
const MAX_LOCAL_COUNTERS = 100_000;

type Counted = { current: number; ttl: number };

/**
 * Request counts in Redis, shared by every process. While Redis does not answer, each process
 * counts on its own, so the limits still hold per process instead of switching off; the answers
 * those routes give from the database are still served. (Sign-ins and lookups of players new to
 * the site are refused instead: their own counts fail closed.)
 */
function sharedRequestCounts(
  redis: Redis,
  log: FastifyBaseLogger,
  namespace: string,
): FastifyRateLimitStoreCtor {
  let isCountingLocally = false;
  class RequestCounts implements Pick<FastifyRateLimitStore, 'incr'> {
    readonly #prefix: string;
    readonly #local = new Map<string, { current: number; resetAt: number }>();

    constructor(_options: unknown, prefix = namespace) {
      this.#prefix = prefix;
    }

    incr(key: string, done: (err: Error | null, res?: Counted) => void, timeWindow: number) {
      (redis.eval(COUNT, 1, `${this.#prefix}${key}`, timeWindow) as Promise<[number, number]>).then(
        ([current, ttl]) => {
          if (isCountingLocally) log.info('request limits are counted in Redis again');
          isCountingLocally = false;
          done(null, { current, ttl });
        },
        (err: unknown) => {
          if (!isCountingLocally) {
            log.warn({ err }, 'request limits counted in this process while Redis does not answer');
          }
          isCountingLocally = true;
          done(null, this.#countLocally(key, timeWindow));
        },
      );
    }

    // The plugin passes a route's limit options, the route itself under `routeInfo` (its types
    // say otherwise); `createRateLimit` passes none.
    child(options: object) {
      const { routeInfo } = options as { routeInfo?: { method?: string; url?: string } };
      const { method = '', url = '' } = routeInfo ?? {};
      return new RequestCounts(undefined, `${this.#prefix}${method}${url}-`);
    }

    #countLocally(key: string, timeWindow: number): Counted {
      const now = Date.now();
      let counter = this.#local.get(key);
      if (!counter || counter.resetAt <= now) {
        counter = { current: 0, resetAt: now + timeWindow };
        this.#local.set(key, counter);
        if (this.#local.size > MAX_LOCAL_COUNTERS) {
          for (const [k, c] of this.#local) if (c.resetAt <= now) this.#local.delete(k);
        }
      }
      counter.current += 1;
      return { current: counter.current, ttl: counter.resetAt - now };
    }
  }
  return RequestCounts as unknown as FastifyRateLimitStoreCtor;
}

import type { RateLimitStore } from '@riftscope/riot';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AnswerCacheFactory } from '../answer-cache.ts';
import type { Config } from '../config.ts';
import { upstreamUnavailable } from '../errors.ts';
import { redisAnswerCache } from './answer-cache.ts';
import { closeWithin, connectRedis, type RedisTarget } from './connection.ts';
import { createRedisRateLimitStore } from './rate-limit-store.ts';

/**
 * Riot's window opens when a request arrives; ours when it is reserved. Between processes the
 * two drift further apart than in one, so windows are held open a little longer.
 */
const SHARED_WINDOW_MARGIN_MS = 250;

/** What `/api/health` answers, and the log says, while Redis does not answer. */
export const REDIS_UNREACHABLE =
  'Degraded: Redis does not answer, so sign-ins and lookups of players new to the site are refused; stored players are answered from the database';

/** What processes share through Redis: the Riot budget and the answer cache. */
export interface SharedState {
  target: RedisTarget;
  /** Resolves once Redis answers a PING; a 503 naming Redis when it does not. */
  check(): Promise<void>;
  /** For per-address request limits (@fastify/rate-limit). */
  redis: Redis;
  rateLimitStore: RateLimitStore;
  answerCache: AnswerCacheFactory;
  close(): Promise<void>;
}

/** The shared state when REDIS_URL is set; null runs everything in this process. */
export function openSharedState(config: Config, log: FastifyBaseLogger): SharedState | null {
  const { url, keyPrefix } = config.redis;
  if (!url) return null;
  const redis = connectRedis(url, { name: 'shared', log });
  logOutages(redis, log);
  return {
    target: { url, keyPrefix },
    async check() {
      try {
        await redis.ping();
      } catch {
        throw upstreamUnavailable(REDIS_UNREACHABLE);
      }
    },
    redis,
    rateLimitStore: createRedisRateLimitStore({
      redis,
      prefix: `${keyPrefix}:riot-budget:`,
      marginMs: SHARED_WINDOW_MARGIN_MS,
    }),
    answerCache: redisAnswerCache(redis, log.child({ module: 'cache' }), `${keyPrefix}:cache:`),
    close: () => closeWithin(3_000, () => redis.quit(), [redis]),
  };
}

/**
 * One error line when Redis stops answering (or cannot be reached at start) and one line when it
 * answers again, beside the connection's warning at every failed reconnection.
 */
function logOutages(redis: Redis, log: FastifyBaseLogger) {
  let isDown = false;
  redis.on('error', (err) => {
    if (isDown) return;
    isDown = true;
    log.error({ err, redis: 'shared' }, REDIS_UNREACHABLE);
  });
  redis.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.info({ redis: 'shared' }, 'Redis answers again: limits and the answer cache are shared');
  });
}

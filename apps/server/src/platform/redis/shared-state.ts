import type { RateLimitStore } from '@riftscope/riot';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AnswerCacheFactory } from '../answer-cache.ts';
import type { Config } from '../config.ts';
import { redisAnswerCache } from './answer-cache.ts';
import { closeWithin, connectRedis, type RedisTarget } from './connection.ts';
import { createRedisRateLimitStore } from './rate-limit-store.ts';

/**
 * Riot's window opens when a request arrives; ours when it is reserved. Between processes the
 * two drift further apart than in one, so windows are held open a little longer.
 */
const SHARED_WINDOW_MARGIN_MS = 250;

/** What processes share through Redis: the Riot budget and the answer cache. */
export interface SharedState {
  target: RedisTarget;
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
  return {
    target: { url, keyPrefix },
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

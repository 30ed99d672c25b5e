import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A Redis server and the prefix that starts all of this deployment's keys there. */
export interface RedisTarget {
  url: string;
  keyPrefix: string;
}

/** A request waits this long at most for a command, or for a connection to open. */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * A Redis connection that reconnects by itself and logs what goes wrong meanwhile.
 * `forBlocking` connections (BullMQ workers and queue events) wait on blocking commands and
 * retry forever. The others fail fast, so that a request gets its answer within normal latency
 * while Redis is away: commands wait for the first connection, and once that has opened or
 * failed, a command while Redis is not connected fails at once instead of waiting for a
 * reconnection, and a command Redis does not answer fails after two seconds.
 */
export function connectRedis(
  url: string,
  options: { name: string; log: FastifyBaseLogger; forBlocking?: boolean },
) {
  const redis = new Redis(url, {
    connectionName: `riftscope:${options.name}`,
    maxRetriesPerRequest: options.forBlocking ? null : 3,
    ...(options.forBlocking
      ? {}
      : { commandTimeout: COMMAND_TIMEOUT_MS, connectTimeout: COMMAND_TIMEOUT_MS }),
  });
  if (!options.forBlocking) {
    const failFast = () => {
      redis.options.enableOfflineQueue = false;
    };
    redis.once('ready', failFast);
    redis.once('error', failFast);
  }
  redis.on('error', (err) =>
    options.log.warn({ err, redis: options.name }, 'redis connection failed; reconnecting'),
  );
  return redis;
}

/**
 * Runs `close` (BullMQ's closes, QUIT) for at most `ms`, then drops the connections: with Redis
 * unreachable a polite close would wait for a reconnection that never comes.
 */
export async function closeWithin(ms: number, close: () => Promise<unknown>, connections: Redis[]) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    close().catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
  for (const connection of connections) connection.disconnect();
}

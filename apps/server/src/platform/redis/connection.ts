import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A Redis server and the prefix that starts all of this deployment's keys there. */
export interface RedisTarget {
  url: string;
  keyPrefix: string;
}

const COMMAND_TIMEOUT_MS = 2_000;

/**
 * A Redis connection that reconnects by itself and logs what goes wrong meanwhile.
 * `forBlocking` connections (BullMQ workers and queue events) wait on blocking commands and
 * retry forever; the others fail a command after a few attempts, so a request gets its answer.
 */
export function connectRedis(
  url: string,
  options: { name: string; log: FastifyBaseLogger; forBlocking?: boolean },
) {
  const redis = new Redis(url, {
    connectionName: `riftscope:${options.name}`,
    maxRetriesPerRequest: options.forBlocking ? null : 3,
    // A request waits this long at most for a command while Redis is away.
    ...(options.forBlocking ? {} : { commandTimeout: COMMAND_TIMEOUT_MS }),
  });
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

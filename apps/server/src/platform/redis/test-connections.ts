import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterEach } from 'vitest';
import { connectRedis } from './connection.ts';

/**
 * Redis connections for a test file, as separate processes would hold them, under a key prefix
 * of its own: after each test the prefix's keys are deleted and the connections closed.
 */
export function redisTestConnections(url: string, name: string) {
  const log = pino({ level: 'silent' });
  const prefix = `test-${name}-${randomUUID()}:`;
  const connections: ReturnType<typeof connectRedis>[] = [];
  afterEach(async () => {
    const [redis] = connections;
    const keys = (await redis?.keys(`${prefix}*`)) ?? [];
    if (redis && keys.length > 0) await redis.del(...keys);
    for (const connection of connections.splice(0)) connection.disconnect();
  });
  const connect = () => {
    const redis = connectRedis(url, { name, log });
    connections.push(redis);
    return redis;
  };
  return { log, prefix, connect };
}

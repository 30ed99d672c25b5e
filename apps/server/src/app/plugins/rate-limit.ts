import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
          redis: shared.redis,
          nameSpace: `${shared.target.keyPrefix}:http-limit:`,
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_req, context) =>
      rateLimited(context.ttl / 1000, 'Too many requests; try again later'),
  });
}

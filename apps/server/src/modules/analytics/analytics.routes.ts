import { recordPageview } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** Page views one address may send a minute: generous for people, useless for inflating counts. */
export const PAGEVIEWS_PER_IP_PER_MINUTE = 60;

export function registerAnalyticsRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { analytics: AnalyticsService },
) {
  const { analytics } = deps;

  bindRoute(
    app,
    guard,
    recordPageview,
    async ({ body, req }) => {
      await analytics.record(body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
        isOptedOut: req.headers.dnt === '1' || req.headers['sec-gpc'] === '1',
      });
      return undefined;
    },
    { config: { rateLimit: { max: PAGEVIEWS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}

import { adminStats } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import type { AdminStatsService } from './admin-stats.service.ts';

export function registerAdminStatsRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { stats: AdminStatsService },
) {
  bindRoute(app, guard, adminStats, async () => deps.stats.read());
}

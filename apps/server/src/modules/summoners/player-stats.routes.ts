import { getRecentSummary, listPlayerChampions } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import { playerOf } from './player-request.ts';
import type { PlayerStatsService } from './player-stats.service.ts';

/** The player page's figures; they read the database only, like the other panels. */
export function registerPlayerStatsRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { playerStats: PlayerStatsService },
) {
  const { playerStats } = deps;
  bindRoute(app, guard, getRecentSummary, ({ params: p, query: q, req }) =>
    playerStats.recent(playerOf(p, req), {
      queue: q.queue,
      lang: requestLanguage(q, req.headers['accept-language']),
    }),
  );
  bindRoute(app, guard, listPlayerChampions, ({ params: p, query: q, req }) =>
    playerStats.champions(playerOf(p, req), {
      queue: q.queue,
      season: q.season,
      lang: requestLanguage(q, req.headers['accept-language']),
    }),
  );
}

import { getRecentSummary, listPlayerChampions } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import type { PlayerStatsService } from './player-stats.service.ts';
import { readsOf } from './summoners.routes.ts';

/** The player page's figures; they read the database only, like the other panels. */
export function registerPlayerStatsRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { playerStats: PlayerStatsService },
) {
  const { playerStats } = deps;
  bindRoute(app, guard, getRecentSummary, ({ params: p, query: q, req }) =>
    playerStats.recent(
      p.region,
      p.gameName,
      p.tagLine,
      q.queue,
      requestLanguage(q, req.headers['accept-language']),
      readsOf(req),
    ),
  );
  bindRoute(app, guard, listPlayerChampions, ({ params: p, query: q, req }) =>
    playerStats.champions(
      p.region,
      p.gameName,
      p.tagLine,
      q.queue,
      q.season,
      requestLanguage(q, req.headers['accept-language']),
      readsOf(req),
    ),
  );
}

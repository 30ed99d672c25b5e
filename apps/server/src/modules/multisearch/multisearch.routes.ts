import { getMultiSearchPlayer, searchMulti } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import type { RiotSpendLimits } from '../../platform/config.ts';
import { bindRoute } from '../../platform/route.ts';
import type { MultiSearchService } from './multisearch.service.ts';

export function registerMultiSearchRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { multiSearch: MultiSearchService; limits: RiotSpendLimits },
) {
  const { multiSearch, limits } = deps;
  bindRoute(app, guard, searchMulti, ({ query: q }) => multiSearch.search(q.region, q.q));
  // A column may ask Riot, like a profile lookup, and is limited like one.
  bindRoute(
    app,
    guard,
    getMultiSearchPlayer,
    ({ params: p, req }) => multiSearch.player(p.region, p.gameName, p.tagLine, req.ip),
    { config: { rateLimit: { max: limits.lookupsPerIpPerMinute, timeWindow: '1 minute' } } },
  );
}

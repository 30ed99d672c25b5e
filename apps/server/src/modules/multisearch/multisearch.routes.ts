import { getMultiSearchPlayer, searchMulti } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import type { RiotSpendLimits } from '../../platform/config.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import type { MultiSearchService } from './multisearch.service.ts';

export function registerMultiSearchRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { multiSearch: MultiSearchService; limits: RiotSpendLimits },
) {
  const { multiSearch, limits } = deps;
  bindRoute(app, guard, searchMulti, ({ query: q, req }) =>
    multiSearch.search(q.region, q.q, {
      queue: q.queue,
      lang: requestLanguage(q, req.headers['accept-language']),
    }),
  );
  // A column may ask Riot, like a profile lookup, and is limited like one.
  bindRoute(
    app,
    guard,
    getMultiSearchPlayer,
    ({ params: p, query: q, req }) =>
      multiSearch.player(
        { region: p.region, gameName: p.gameName, tagLine: p.tagLine, client: req.ip },
        { queue: q.queue, lang: requestLanguage(q, req.headers['accept-language']) },
      ),
    { config: { rateLimit: { max: limits.lookupsPerIpPerMinute, timeWindow: '1 minute' } } },
  );
}

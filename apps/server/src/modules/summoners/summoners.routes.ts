import {
  getRankHistory,
  getSummoner,
  getTopChampionsPanel,
  getUpdateStatus,
  listFriends,
  listSummonerMatches,
  listTopChampions,
  updateSummoner,
} from '@riftscope/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import type { RiotSpendLimits } from '../../platform/config.ts';
import { isPageRenderRequest } from '../../platform/page-render-request.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import type { RankHistoryService } from './rank-history.service.ts';
import type { PlayerReads, SummonersService } from './summoners.service.ts';

/** A page render's requests are answered from stored data alone; a visitor's may ask Riot. */
export const readsOf = (req: FastifyRequest): PlayerReads =>
  isPageRenderRequest(req) ? 'stored' : 'riot';

export function registerSummonerRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { summoners: SummonersService; rankHistory: RankHistoryService; limits: RiotSpendLimits },
) {
  const { summoners, rankHistory, limits } = deps;
  // The routes that may ask Riot are limited per address; the others read the database only.
  const lookups = {
    config: { rateLimit: { max: limits.lookupsPerIpPerMinute, timeWindow: '1 minute' } },
  };
  bindRoute(
    app,
    guard,
    getSummoner,
    ({ params: p, req }) => summoners.get(p.region, p.gameName, p.tagLine, req.ip, readsOf(req)),
    lookups,
  );
  bindRoute(
    app,
    guard,
    listSummonerMatches,
    ({ params: p, query: q, req }) =>
      summoners.matches(
        q.region,
        p.gameName,
        p.tagLine,
        q.page,
        q.perPage,
        q.queue,
        requestLanguage(q, req.headers['accept-language']),
        req.ip,
        readsOf(req),
      ),
    lookups,
  );
  bindRoute(
    app,
    guard,
    updateSummoner,
    ({ params: p, req }) => summoners.update(p.region, p.gameName, p.tagLine, req.ip),
    { config: { rateLimit: { max: limits.updatesPerIpPerMinute, timeWindow: '1 minute' } } },
  );
  bindRoute(app, guard, getUpdateStatus, ({ params: p }) =>
    summoners.updateStatus(p.region, p.gameName, p.tagLine),
  );
  bindRoute(app, guard, getTopChampionsPanel, ({ params: p, query: q, req }) =>
    summoners.topChampions(
      p.region,
      p.gameName,
      p.tagLine,
      requestLanguage(q, req.headers['accept-language']),
      readsOf(req),
    ),
  );
  bindRoute(
    app,
    guard,
    listTopChampions,
    async ({ params: p, query: q, req }) =>
      (
        await summoners.topChampions(
          p.region,
          p.gameName,
          p.tagLine,
          requestLanguage(q, req.headers['accept-language']),
        )
      ).data,
  );
  bindRoute(app, guard, listFriends, ({ params: p, req }) =>
    summoners.friends(p.region, p.gameName, p.tagLine, readsOf(req)),
  );
  bindRoute(app, guard, getRankHistory, ({ params: p, query: q, req }) =>
    rankHistory.history(p.region, p.gameName, p.tagLine, q.queue, readsOf(req)),
  );
}

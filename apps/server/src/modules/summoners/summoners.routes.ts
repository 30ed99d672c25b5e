import {
  getRankHistory,
  getSeasonHistory,
  getSummoner,
  getTopChampionsPanel,
  getUpdateStatus,
  listFriends,
  listSummonerMatches,
  listTopChampions,
  updateSummoner,
} from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import type { RiotSpendLimits } from '../../platform/config.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import { playerOf, readsOf } from './player-request.ts';
import type { RankHistoryService } from './rank-history.service.ts';
import type { SummonersService } from './summoners.service.ts';

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
    ({ params: p, req }) => summoners.get(playerOf(p, req)),
    lookups,
  );
  bindRoute(
    app,
    guard,
    listSummonerMatches,
    ({ params: p, query: q, req }) =>
      summoners.matches(
        { ...p, region: q.region, client: req.ip, reads: readsOf(req) },
        {
          page: q.page,
          perPage: q.perPage,
          queue: q.queue,
          lang: requestLanguage(q, req.headers['accept-language']),
        },
      ),
    lookups,
  );
  bindRoute(
    app,
    guard,
    updateSummoner,
    ({ params: p, req }) => summoners.update({ ...p, client: req.ip }),
    { config: { rateLimit: { max: limits.updatesPerIpPerMinute, timeWindow: '1 minute' } } },
  );
  bindRoute(app, guard, getUpdateStatus, ({ params: p }) => summoners.updateStatus(p));
  bindRoute(app, guard, getTopChampionsPanel, ({ params: p, query: q, req }) =>
    summoners.topChampions(playerOf(p, req), requestLanguage(q, req.headers['accept-language'])),
  );
  bindRoute(
    app,
    guard,
    listTopChampions,
    async ({ params: p, query: q, req }) =>
      (await summoners.topChampions(p, requestLanguage(q, req.headers['accept-language']))).data,
  );
  bindRoute(app, guard, listFriends, ({ params: p, req }) => summoners.friends(playerOf(p, req)));
  bindRoute(app, guard, getRankHistory, ({ params: p, query: q, req }) =>
    rankHistory.history(playerOf(p, req), q.queue),
  );
  bindRoute(app, guard, getSeasonHistory, ({ params: p, req }) =>
    rankHistory.seasons(playerOf(p, req)),
  );
}

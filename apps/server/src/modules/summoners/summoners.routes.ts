import {
  getSummoner,
  getUpdateStatus,
  listFriends,
  listSummonerMatches,
  listTopChampions,
  updateSummoner,
} from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import type { SummonersService } from './summoners.service.ts';

export function registerSummonerRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { summoners: SummonersService },
) {
  const { summoners } = deps;
  bindRoute(app, guard, getSummoner, ({ params: p }) =>
    summoners.get(p.region, p.gameName, p.tagLine),
  );
  bindRoute(app, guard, listSummonerMatches, ({ params: p, query: q }) =>
    summoners.matches(q.region, p.gameName, p.tagLine, q.page, q.perPage),
  );
  bindRoute(app, guard, updateSummoner, ({ params: p }) =>
    summoners.update(p.region, p.gameName, p.tagLine),
  );
  bindRoute(app, guard, getUpdateStatus, ({ params: p }) =>
    summoners.updateStatus(p.region, p.gameName, p.tagLine),
  );
  bindRoute(app, guard, listTopChampions, ({ params: p }) =>
    summoners.topChampions(p.region, p.gameName, p.tagLine),
  );
  bindRoute(app, guard, listFriends, ({ params: p }) =>
    summoners.friends(p.region, p.gameName, p.tagLine),
  );
}

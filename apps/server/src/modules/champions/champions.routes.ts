import { getChampion, getChampionsMeta, listChampions } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import type { ChampionsService } from './champions.service.ts';

export function registerChampionRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { champions: ChampionsService },
) {
  const { champions } = deps;
  bindRoute(app, guard, listChampions, ({ query, req }) =>
    champions.list(query, requestLanguage(query, req.headers['accept-language'])),
  );
  bindRoute(app, guard, getChampionsMeta, () => champions.meta());
  bindRoute(app, guard, getChampion, ({ params, query, req }) =>
    champions.champion(
      params.championKey,
      query,
      requestLanguage(query, req.headers['accept-language']),
    ),
  );
}

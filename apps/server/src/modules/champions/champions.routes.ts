import {
  getChampion,
  getChampionsMeta,
  getItem,
  getMatchup,
  getRune,
  listChampions,
  listItems,
  listRunes,
} from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import type { BuildPagesService } from './build-pages.service.ts';
import type { ChampionsService } from './champions.service.ts';
import type { MatchupService } from './matchup.service.ts';

export function registerChampionRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { champions: ChampionsService; matchups: MatchupService; buildPages: BuildPagesService },
) {
  const { champions, matchups, buildPages } = deps;
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
  bindRoute(app, guard, getMatchup, ({ params, query, req }) =>
    matchups.matchup(params, query, requestLanguage(query, req.headers['accept-language'])),
  );
  bindRoute(app, guard, listRunes, ({ query, req }) =>
    buildPages.runes(query, requestLanguage(query, req.headers['accept-language'])),
  );
  bindRoute(app, guard, getRune, ({ params, query, req }) =>
    buildPages.rune(params.runeId, query, requestLanguage(query, req.headers['accept-language'])),
  );
  bindRoute(app, guard, listItems, ({ query, req }) =>
    buildPages.items(query, requestLanguage(query, req.headers['accept-language'])),
  );
  bindRoute(app, guard, getItem, ({ params, query, req }) =>
    buildPages.item(params.itemId, query, requestLanguage(query, req.headers['accept-language'])),
  );
}

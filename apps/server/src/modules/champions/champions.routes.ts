import type { Language } from '@riftscope/contracts';
import {
  getArenaAugment,
  getArenaChampion,
  getChampion,
  getChampionsMeta,
  getItem,
  getMatchup,
  getRune,
  listArenaAugments,
  listArenaChampions,
  listChampions,
  listItems,
  listRunes,
} from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import type { ArenaService } from './arena.service.ts';
import type { BuildPagesService } from './build-pages.service.ts';
import type { ChampionsService } from './champions.service.ts';
import type { MatchupService } from './matchup.service.ts';

export function registerChampionRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: {
    champions: ChampionsService;
    matchups: MatchupService;
    buildPages: BuildPagesService;
    arena: ArenaService;
  },
) {
  const { champions, matchups, buildPages, arena } = deps;
  const lang = (
    query: { lang?: Language | undefined },
    req: { headers: { 'accept-language'?: string | undefined } },
  ) => requestLanguage(query, req.headers['accept-language']);
  bindRoute(app, guard, listChampions, ({ query, req }) => champions.list(query, lang(query, req)));
  bindRoute(app, guard, getChampionsMeta, () => champions.meta());
  bindRoute(app, guard, getChampion, ({ params, query, req }) =>
    champions.champion(params.championKey, query, lang(query, req)),
  );
  bindRoute(app, guard, getMatchup, ({ params, query, req }) =>
    matchups.matchup(params, query, lang(query, req)),
  );
  bindRoute(app, guard, listRunes, ({ query, req }) => buildPages.runes(query, lang(query, req)));
  bindRoute(app, guard, getRune, ({ params, query, req }) =>
    buildPages.rune(params.runeId, query, lang(query, req)),
  );
  bindRoute(app, guard, listItems, ({ query, req }) => buildPages.items(query, lang(query, req)));
  bindRoute(app, guard, getItem, ({ params, query, req }) =>
    buildPages.item(params.itemId, query, lang(query, req)),
  );
  bindRoute(app, guard, listArenaChampions, ({ query, req }) =>
    arena.champions(query, lang(query, req)),
  );
  bindRoute(app, guard, listArenaAugments, ({ query, req }) =>
    arena.augments(query, lang(query, req)),
  );
  bindRoute(app, guard, getArenaAugment, ({ params, query, req }) =>
    arena.augment(params.augmentId, query, lang(query, req)),
  );
  bindRoute(app, guard, getArenaChampion, ({ params, query, req }) =>
    arena.champion(params.championKey, query, lang(query, req)),
  );
}

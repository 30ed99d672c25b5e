import { getLadder, getPlayerLadder, listBestPlayers } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import { playerOf } from '../summoners/player-request.ts';
import type { LaddersService } from './ladders.service.ts';

export function registerLadderRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { ladders: LaddersService },
) {
  const { ladders } = deps;
  bindRoute(app, guard, getLadder, ({ params, query, req }) =>
    ladders.ladder(
      params.region,
      query.queue,
      query.page,
      requestLanguage(query, req.headers['accept-language']),
    ),
  );
  bindRoute(app, guard, getPlayerLadder, ({ params, req }) =>
    ladders.playerLadder(playerOf(params, req)),
  );
  bindRoute(app, guard, listBestPlayers, ({ params, query, req }) =>
    ladders.bestPlayers(
      params.championKey,
      query.region,
      requestLanguage(query, req.headers['accept-language']),
    ),
  );
}

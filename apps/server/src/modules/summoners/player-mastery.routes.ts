import { getPlayerMastery } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import type { PlayerMasteryService } from './player-mastery.service.ts';
import { playerOf } from './player-request.ts';

/**
 * The player's champion masteries: stored ones, read from Riot at most once a day a player (and
 * after a new game), at low priority (player-mastery.service.ts).
 */
export function registerPlayerMasteryRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { playerMastery: PlayerMasteryService },
) {
  const { playerMastery } = deps;
  bindRoute(app, guard, getPlayerMastery, ({ params: p, query: q, req }) =>
    playerMastery.mastery(playerOf(p, req), requestLanguage(q, req.headers['accept-language'])),
  );
}

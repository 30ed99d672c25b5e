import { getLiveGame, getLiveStatus } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import type { LiveService } from './live.service.ts';

export function registerLiveRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { live: LiveService },
) {
  const { live } = deps;
  bindRoute(app, guard, getLiveStatus, async ({ params: p }) => ({
    in_game: await live.isInGame(p.region, p.puuid),
  }));
  bindRoute(app, guard, getLiveGame, ({ params: p }) => live.game(p.region, p.gameName, p.tagLine));
}

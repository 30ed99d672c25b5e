import { getLiveGame, getLiveStatus } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import type { RiotSpendLimits } from '../../platform/config.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import type { LiveService } from './live.service.ts';

export function registerLiveRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { live: LiveService; limits: RiotSpendLimits },
) {
  const { live, limits } = deps;
  bindRoute(
    app,
    guard,
    getLiveStatus,
    async ({ params: p }) => ({ in_game: await live.isInGame(p.region, p.puuid) }),
    { config: { rateLimit: { max: limits.liveStatusPerIpPerMinute, timeWindow: '1 minute' } } },
  );
  bindRoute(
    app,
    guard,
    getLiveGame,
    ({ params: p, query, req }) =>
      live.game(
        { region: p.region, gameName: p.gameName, tagLine: p.tagLine, client: req.ip },
        requestLanguage(query, req.headers['accept-language']),
      ),
    { config: { rateLimit: { max: limits.lookupsPerIpPerMinute, timeWindow: '1 minute' } } },
  );
}

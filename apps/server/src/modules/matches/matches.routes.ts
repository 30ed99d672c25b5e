import { getMatchBuild, getMatchTimeline, listMatchParticipants } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import type { RiotSpendLimits } from '../../platform/config.ts';
import { bindRoute } from '../../platform/route.ts';
import type { MatchesService } from './matches.service.ts';

export function registerMatchRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { matches: MatchesService; limits: RiotSpendLimits },
) {
  const { matches, limits } = deps;
  // A match not stored yet costs a Riot call or two, so each address is limited.
  const limited = {
    config: { rateLimit: { max: limits.matchDetailsPerIpPerMinute, timeWindow: '1 minute' } },
  };
  bindRoute(
    app,
    guard,
    listMatchParticipants,
    ({ params }) => matches.participants(params.matchId),
    limited,
  );
  bindRoute(
    app,
    guard,
    getMatchTimeline,
    ({ params }) => matches.timeline(params.matchId),
    limited,
  );
  bindRoute(
    app,
    guard,
    getMatchBuild,
    ({ params }) => matches.build(params.matchId, params.puuid),
    limited,
  );
}

import { getMatchBuild, getMatchTimeline, listMatchParticipants } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import type { RiotSpendLimits } from '../../platform/config.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import type { MatchesService } from './matches.service.ts';

export function registerMatchRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { matches: MatchesService; limits: RiotSpendLimits },
) {
  const { matches, limits } = deps;
  // A match not stored yet costs a Riot call or two, so each address is limited (and each such
  // match counts in the address's quota of new things, matches.service.ts).
  const limited = {
    config: { rateLimit: { max: limits.matchDetailsPerIpPerMinute, timeWindow: '1 minute' } },
  };
  bindRoute(
    app,
    guard,
    listMatchParticipants,
    ({ params, query, req }) =>
      matches.participants(params.matchId, {
        lang: requestLanguage(query, req.headers['accept-language']),
        client: req.ip,
      }),
    limited,
  );
  bindRoute(
    app,
    guard,
    getMatchTimeline,
    ({ params, query, req }) =>
      matches.timeline(params.matchId, {
        lang: requestLanguage(query, req.headers['accept-language']),
        client: req.ip,
      }),
    limited,
  );
  bindRoute(
    app,
    guard,
    getMatchBuild,
    ({ params, query, req }) =>
      matches.build(params.matchId, params.puuid, {
        lang: requestLanguage(query, req.headers['accept-language']),
        client: req.ip,
      }),
    limited,
  );
}

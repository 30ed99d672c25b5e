import { listMatchRanks } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import type { RiotSpendLimits } from '../../platform/config.ts';
import { bindRoute } from '../../platform/route.ts';
import type { MatchRanksService } from './match-ranks.service.ts';

export function registerMatchRankRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { matchRanks: MatchRanksService; limits: RiotSpendLimits },
) {
  const { matchRanks, limits } = deps;
  // Each answer may start a league-v4 call for each player we hold nothing fresh for, so each
  // address is limited as the match's other answers are.
  bindRoute(
    app,
    guard,
    listMatchRanks,
    ({ params, req }) => matchRanks.ranks(params.matchId, req.ip),
    { config: { rateLimit: { max: limits.matchDetailsPerIpPerMinute, timeWindow: '1 minute' } } },
  );
}

import { getMatchAnalysis } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import type { MatchAnalysisService } from './match-analysis.service.ts';

/** A stored match's lanes and team analysis: database reads only, no Riot call. */
export function registerMatchAnalysisRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { analysis: MatchAnalysisService },
) {
  bindRoute(app, guard, getMatchAnalysis, ({ params }) => deps.analysis.analysis(params.matchId));
}

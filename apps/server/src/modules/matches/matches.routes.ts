import { getMatchTimeline, listMatchParticipants } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import type { MatchesService } from './matches.service.ts';

export function registerMatchRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { matches: MatchesService },
) {
  const { matches } = deps;
  bindRoute(app, guard, listMatchParticipants, ({ params }) =>
    matches.participants(params.matchId),
  );
  bindRoute(app, guard, getMatchTimeline, ({ params }) => matches.timeline(params.matchId));
}

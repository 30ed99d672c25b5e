import { searchSummoners } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import type { SearchService } from './search.service.ts';

export function registerSearchRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { search: SearchService },
) {
  const { search } = deps;
  bindRoute(app, guard, searchSummoners, async ({ query }) => ({
    data: await search.suggest(query.query),
  }));
}

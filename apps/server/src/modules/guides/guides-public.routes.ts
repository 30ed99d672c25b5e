import { getGuide, listGuides, markGuideHelpful } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import type { GuidesPublicService } from './guides-public.service.ts';

/** The published guides, a guide by its slug, and helpful marks. */
export function registerGuidesPublicRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { guides: GuidesPublicService },
) {
  const { guides } = deps;
  bindRoute(app, guard, listGuides, async ({ query }) => guides.list(query));
  // Public: the guard reads the session when there is one, for `marked_helpful`.
  bindRoute(app, guard, getGuide, async ({ params, query, auth }) =>
    guides.get(params.slug, query.lang, auth?.user.id ?? null),
  );
  bindRoute(app, guard, markGuideHelpful, async ({ params, auth }) =>
    guides.markHelpful(params.id, auth.user.id),
  );
}

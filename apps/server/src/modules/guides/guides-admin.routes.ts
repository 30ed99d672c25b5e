import {
  adminCreateGuide,
  adminDeleteGuide,
  adminGetGuide,
  adminGuideCatalog,
  adminListGuides,
  adminPublishGuide,
  adminSubmitGuide,
  adminUnpublishGuide,
  adminUpdateGuide,
  adminUploadGuideImage,
} from '@riftscope/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessGuard, Auth } from '../../platform/auth-context.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { bindRoute } from '../../platform/route.ts';
import { imageUploadRateLimit } from '../uploads/image-upload.ts';
import { readSingleFile } from '../uploads/multipart.ts';
import type { GuidesAdminService } from './guides-admin.service.ts';

/** The caller as the guides' rules see it. */
const editorOf = ({ user }: Auth) => ({ id: user.id, role: user.role });

/** Champion names in the admin answers: in the language the browser asks for. */
const languageOf = (req: FastifyRequest) => requestLanguage({}, req.headers['accept-language']);

export function registerGuidesAdminRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { guidesAdmin: GuidesAdminService; uploadsPerUserPerMinute: number },
) {
  const { guidesAdmin: guides } = deps;
  const as = (auth: Auth, req: FastifyRequest) => [editorOf(auth), languageOf(req)] as const;

  bindRoute(app, guard, adminListGuides, async ({ query, auth, req }) =>
    guides.list(query, ...as(auth, req)),
  );
  bindRoute(app, guard, adminGetGuide, async ({ params, auth, req }) =>
    guides.get(params.id, ...as(auth, req)),
  );
  bindRoute(app, guard, adminGuideCatalog, async ({ query }) => guides.catalog(query.lang));
  bindRoute(app, guard, adminCreateGuide, async ({ body, auth, req }) =>
    guides.create(body, ...as(auth, req)),
  );
  bindRoute(app, guard, adminUpdateGuide, async ({ params, body, auth, req }) =>
    guides.update(params.id, body, ...as(auth, req)),
  );
  bindRoute(app, guard, adminSubmitGuide, async ({ params, auth, req }) =>
    guides.submit(params.id, ...as(auth, req)),
  );
  bindRoute(app, guard, adminPublishGuide, async ({ params, auth, req }) =>
    guides.publish(params.id, ...as(auth, req)),
  );
  bindRoute(app, guard, adminUnpublishGuide, async ({ params, auth, req }) =>
    guides.unpublish(params.id, ...as(auth, req)),
  );
  bindRoute(app, guard, adminDeleteGuide, async ({ params }) => {
    await guides.remove(params.id);
    return undefined;
  });
  bindRoute(
    app,
    guard,
    adminUploadGuideImage,
    async ({ req }) => guides.uploadImage(await readSingleFile(req, 'file')),
    { config: imageUploadRateLimit(deps.uploadsPerUserPerMinute) },
  );
}

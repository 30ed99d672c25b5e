import { deleteAccount, updateSettings, uploadAvatar } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import { imageUploadRateLimit } from '../uploads/image-upload.ts';
import { readSingleFile } from '../uploads/multipart.ts';
import { toUser } from '../users/users.mapper.ts';
import type { ProfileService } from './profile.service.ts';

export function registerProfileRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { profile: ProfileService; uploadsPerUserPerMinute: number },
) {
  const { profile } = deps;

  bindRoute(app, guard, updateSettings, async ({ auth, body, req }) =>
    toUser(await profile.updateSettings(auth, body, req.ip)),
  );

  bindRoute(app, guard, deleteAccount, async ({ auth, body, req }) => {
    await profile.deleteAccount(auth, body, req.ip);
    return undefined;
  });

  bindRoute(
    app,
    guard,
    uploadAvatar,
    async ({ auth, req }) => {
      const upload = await readSingleFile(req, 'avatar');
      const user = toUser(await profile.replaceAvatar(auth.user, upload));
      return { avatar: user.avatar ?? '' };
    },
    { config: imageUploadRateLimit(deps.uploadsPerUserPerMinute) },
  );
}

import {
  adminDeleteUser,
  adminListUsers,
  adminToggleBlock,
  adminUpdateUser,
} from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import type { AdminUsersService } from './admin-users.service.ts';

export function registerAdminUserRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { adminUsers: AdminUsersService },
) {
  const { adminUsers } = deps;
  bindRoute(app, guard, adminListUsers, ({ query }) => adminUsers.list(query));
  bindRoute(app, guard, adminUpdateUser, ({ auth, params, body }) =>
    adminUsers.update(auth.user, params.id, body),
  );
  bindRoute(app, guard, adminToggleBlock, ({ auth, params }) =>
    adminUsers.toggleBlock(auth.user, params.id),
  );
  bindRoute(app, guard, adminDeleteUser, async ({ auth, params }) => {
    await adminUsers.remove(auth.user, params.id);
    return undefined;
  });
}

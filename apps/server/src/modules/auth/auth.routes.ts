import { login, logout, me, register } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import type { AuthLimits } from '../../platform/config.ts';
import { bindRoute } from '../../platform/route.ts';
import { toUser } from '../users/users.mapper.ts';
import type { AuthService } from './auth.service.ts';

export function registerAuthRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { auth: AuthService; limits: AuthLimits },
) {
  const { auth, limits } = deps;

  bindRoute(app, guard, register, ({ body }) => auth.register(body), {
    // Counted once the body is valid, so a form sent back with field errors costs no attempt.
    config: {
      rateLimit: { max: limits.registerPerIpPerHour, timeWindow: '1 hour', hook: 'preHandler' },
    },
  });
  // req.ip is the visitor behind a trusted proxy (TRUST_PROXY), else the connecting address.
  bindRoute(app, guard, login, ({ body, req }) => auth.login(body, req.ip), {
    config: { rateLimit: { max: limits.loginPerIpPerMinute, timeWindow: '1 minute' } },
  });
  bindRoute(app, guard, me, async ({ auth: caller }) => toUser(caller.user));
  bindRoute(app, guard, logout, async ({ auth: caller }) => {
    await auth.logout(caller.tokenHash);
    return undefined;
  });
}

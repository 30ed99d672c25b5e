import {
  confirmPasswordReset,
  PASSWORD_RESET_MINUTES,
  requestPasswordReset,
} from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import type { AuthLimits } from '../../platform/config.ts';
import { rateLimited } from '../../platform/errors.ts';
import { bindRoute } from '../../platform/route.ts';
import type { PasswordResetService } from './password-reset.service.ts';

/** Reset mails one address may be sent an hour, so that nobody can flood a mailbox. */
export const RESET_REQUESTS_PER_EMAIL = 3;

export function registerPasswordResetRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { passwordReset: PasswordResetService; limits: AuthLimits },
) {
  const { passwordReset, limits } = deps;
  // A reset request sends mail like a registration does, so it shares that limit per IP.
  const perIp = { rateLimit: { max: limits.registerPerIpPerHour, timeWindow: '1 hour' } };
  // Counted for every address alike, known or not, so that a 429 tells nothing about accounts.
  const perEmail = app.createRateLimit({
    max: RESET_REQUESTS_PER_EMAIL,
    timeWindow: '1 hour',
    keyGenerator: (req) => `password-reset:${(req.body as { email: string }).email}`,
  });

  bindRoute(
    app,
    guard,
    requestPasswordReset,
    async ({ body, req }) => {
      const limit = await perEmail(req);
      if (!limit.isAllowed && limit.isExceeded) {
        throw rateLimited(limit.ttlInSeconds, 'Too many reset requests for this address');
      }
      await passwordReset.request(body.email);
      return { expires_in_minutes: PASSWORD_RESET_MINUTES };
    },
    { config: perIp },
  );
  bindRoute(
    app,
    guard,
    confirmPasswordReset,
    async ({ body }) => {
      await passwordReset.confirm(body);
      return undefined;
    },
    { config: perIp },
  );
}

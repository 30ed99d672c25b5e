import type { AuthResponse, LoginBodySchema, RegisterBodySchema } from '@riftscope/contracts';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { forbidden, invalid, rateLimited, unauthorized } from '../../platform/errors.ts';
import { toUser } from '../users/users.mapper.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import type { TokensRepository } from './tokens.repository.ts';
import { newToken, tokenHash } from './tokens.ts';

export const EMAIL_TAKEN = 'This email is already registered';

export function createAuthService(deps: {
  db: Database;
  users: UsersRepository;
  tokens: TokensRepository;
  failedLogins: AttemptLimiter;
}) {
  const { db, users, tokens, failedLogins } = deps;

  return {
    async register(body: z.output<typeof RegisterBodySchema>): Promise<AuthResponse> {
      const passwordHash = await hashPassword(body.password);
      const token = newToken();
      try {
        const user = await db.transaction(async (tx) => {
          const row = await users.insert({ name: body.name, email: body.email, passwordHash }, tx);
          await tokens.insert(row.id, tokenHash(token), tx);
          return row;
        });
        return { token, user: toUser(user) };
      } catch (err) {
        if (isUniqueViolation(err)) throw invalid({ email: [EMAIL_TAKEN] });
        throw err;
      }
    },

    async login(body: z.output<typeof LoginBodySchema>): Promise<AuthResponse> {
      const wait = await failedLogins.retryAfter(body.email);
      if (wait > 0)
        throw rateLimited(wait, 'Too many failed sign-ins for this account; try again later');

      const user = await users.findByEmail(body.email);
      const isValid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, body.password);
      if (!user || !isValid) {
        await failedLogins.recordFailure(body.email);
        throw unauthorized('Incorrect email or password');
      }
      if (user.isBlocked) throw forbidden('This account is blocked');
      await failedLogins.reset(body.email);

      const token = newToken();
      await tokens.insert(user.id, tokenHash(token));
      return { token, user: toUser(user) };
    },

    async logout(hash: string): Promise<void> {
      await tokens.delete(hash);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

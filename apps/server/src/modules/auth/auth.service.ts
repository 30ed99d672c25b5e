import type { AuthResponse, LoginBodySchema, RegisterBodySchema } from '@riftscope/contracts';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { forbidden, invalid, unauthorized } from '../../platform/errors.ts';
import { assertUncommonPassword } from '../users/password-policy.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../users/passwords.ts';
import { toUser } from '../users/users.mapper.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { expiryCutoffs, SESSION_LIFETIMES, type SessionLifetimes } from './sessions.ts';
import type { ThrottledPasswordCheck } from './sign-in-throttle.ts';
import type { TokensRepository } from './tokens.repository.ts';
import { newToken, tokenHash } from './tokens.ts';

export const EMAIL_TAKEN = 'This email is already registered';

export function createAuthService(deps: {
  db: Database;
  users: UsersRepository;
  tokens: TokensRepository;
  checkPassword: ThrottledPasswordCheck;
  clock: () => number;
  lifetimes?: SessionLifetimes;
}) {
  const { db, users, tokens, checkPassword, clock, lifetimes = SESSION_LIFETIMES } = deps;

  return {
    async register(body: z.output<typeof RegisterBodySchema>): Promise<AuthResponse> {
      assertUncommonPassword(body.password, 'password');
      const passwordHash = await hashPassword(body.password);
      const token = newToken();
      try {
        const user = await db.transaction(async (tx) => {
          const row = await users.insert(
            { name: body.name, email: body.email, passwordHash, language: body.language },
            tx,
          );
          await tokens.insert(row.id, tokenHash(token), tx, new Date(clock()));
          return row;
        });
        return { token, user: toUser(user) };
      } catch (err) {
        if (isUniqueViolation(err)) throw invalid({ email: [EMAIL_TAKEN] });
        throw err;
      }
    },

    /** Signs in from `address`, which waits only for its own failures (sign-in-throttle.ts). */
    async login(body: z.output<typeof LoginBodySchema>, address: string): Promise<AuthResponse> {
      const user = await users.findByEmail(body.email);
      const isValid = await checkPassword(address, body.email, () =>
        verifyPassword(user?.passwordHash ?? DUMMY_HASH, body.password),
      );
      if (!user || !isValid) throw unauthorized('Incorrect email or password');

      const token = newToken();
      const now = clock();
      // The user's row is locked first, as blocking locks it first: no deadlock between the two.
      const isIssued = await db.transaction(async (tx) => {
        if (!(await tokens.insertUnlessBlocked(user.id, tokenHash(token), tx, new Date(now)))) {
          return false;
        }
        await tokens.deleteExpiredOf(user.id, expiryCutoffs(now, lifetimes), tx);
        return true;
      });
      if (!isIssued) throw forbidden('This account is blocked');
      return { token, user: toUser(user) };
    },

    async logout(hash: string): Promise<void> {
      await tokens.delete(hash);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

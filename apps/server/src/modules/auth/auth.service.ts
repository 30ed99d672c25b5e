import type { AuthResponse, LoginBodySchema, RegisterBodySchema } from '@riftscope/contracts';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { forbidden, invalid, rateLimited, unauthorized } from '../../platform/errors.ts';
import { assertUncommonPassword } from '../users/password-policy.ts';
import { toUser } from '../users/users.mapper.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { FailureCounter } from './failure-counter.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import { expiryCutoffs, SESSION_LIFETIMES, type SessionLifetimes } from './sessions.ts';
import { readCounts, signInWaitMs, type ThrottleLimits, throttleKeys } from './sign-in-throttle.ts';
import type { TokensRepository } from './tokens.repository.ts';
import { newToken, tokenHash } from './tokens.ts';

export const EMAIL_TAKEN = 'This email is already registered';

export function createAuthService(deps: {
  db: Database;
  users: UsersRepository;
  tokens: TokensRepository;
  failedLogins: FailureCounter;
  limits: ThrottleLimits;
  clock: () => number;
  lifetimes?: SessionLifetimes;
}) {
  const { db, users, tokens, failedLogins, limits, clock, lifetimes = SESSION_LIFETIMES } = deps;

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
      const keys = throttleKeys(address, body.email);
      const startedAt = clock();
      const wait = signInWaitMs(await readCounts(failedLogins, keys, startedAt), limits, startedAt);
      if (wait > 0) throw rateLimited(wait / 1000, 'Too many failed sign-ins; try again later');

      const user = await users.findByEmail(body.email);
      const isValid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, body.password);
      if (!user || !isValid) {
        await failedLogins.record(Object.values(keys), clock());
        throw unauthorized('Incorrect email or password');
      }
      // Only this address's failures on this account are forgotten: the address's own count
      // and the account's stay, so signing in to an account of one's own clears no guessing.
      await failedLogins.reset([keys.pair]);

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

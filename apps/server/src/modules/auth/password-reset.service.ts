import { PASSWORD_RESET_MINUTES, type PasswordResetConfirmBody } from '@riftscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { invalid } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { assertUncommonPassword } from '../users/password-policy.ts';
import { hashPassword } from '../users/passwords.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { passwordResetMail } from './password-reset.mail.ts';
import type { PasswordResetsRepository } from './password-resets.repository.ts';
import type { TokensRepository } from './tokens.repository.ts';
import { newToken, tokenHash } from './tokens.ts';

export const RESET_LINK_INVALID = 'This reset link is invalid, used or expired';

export function createPasswordResetService(deps: {
  db: Database;
  users: UsersRepository;
  resets: PasswordResetsRepository;
  tokens: TokensRepository;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, users, resets, tokens, mailer, publicUrl, log } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Mails a single-use link to the account of `email`, if there is one that may sign in. The
     * caller learns nothing either way: the answer is the same, and the mail is sent after it.
     */
    async request(email: string): Promise<void> {
      await resets.deleteExpired(now());
      const user = await users.findByEmail(email);
      if (!user || user.isBlocked) return;
      const token = newToken();
      const expiresAt = new Date(now().getTime() + PASSWORD_RESET_MINUTES * 60_000);
      await resets.insert(user.id, tokenHash(token), expiresAt);
      const link = `${publicUrl}/${user.language}/reset-password?token=${token}`;
      mailer
        .send(passwordResetMail(user.email, user.language, link))
        .catch((err: unknown) => log.error({ err, userId: user.id }, 'reset mail not sent'));
    },

    /** Sets the new password, uses up every link of the account and ends all its sessions. */
    async confirm(body: PasswordResetConfirmBody): Promise<void> {
      assertUncommonPassword(body.password, 'password');
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const userId = await resets.consume(tokenHash(body.token), now(), tx);
        if (userId === null) throw invalid({ token: [RESET_LINK_INVALID] });
        await users.update(userId, { passwordHash }, tx);
        await resets.deleteAllOf(userId, tx);
        await tokens.deleteAllOf(userId, undefined, tx);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

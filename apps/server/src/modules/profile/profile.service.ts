import type { DeleteAccountBody, SettingsBody } from '@riftscope/contracts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Auth } from '../../platform/auth-context.ts';
import { invalid } from '../../platform/errors.ts';
import { EMAIL_TAKEN } from '../auth/auth.service.ts';
import type { ThrottledPasswordCheck } from '../auth/sign-in-throttle.ts';
import type { TokensRepository } from '../auth/tokens.repository.ts';
import { processImage } from '../uploads/image-upload.ts';
import type { Storage } from '../uploads/storage.ts';
import type { AccountRemoval } from '../users/account-removal.ts';
import { assertUncommonPassword } from '../users/password-policy.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import type { UserPatch, UserRow, UsersRepository } from '../users/users.repository.ts';

export const AVATAR_SIZE = 256;

export function createProfileService(deps: {
  db: Database;
  users: UsersRepository;
  tokens: TokensRepository;
  storage: Storage;
  removeAccount: AccountRemoval;
  checkPassword: ThrottledPasswordCheck;
}) {
  const { db, users, tokens, storage, removeAccount, checkPassword } = deps;

  /** The current password, checked under the sign-in throttle of the caller's address. */
  const assertCurrentPassword = async (caller: Auth, password: string, address: string) => {
    const isValid = await checkPassword(address, caller.user.email, () =>
      verifyPassword(caller.user.passwordHash, password),
    );
    if (!isValid) throw invalid({ password: ['The current password is incorrect'] });
  };

  return {
    /**
     * Saves email and language, and the password when both current and new are given. A new
     * email or password needs the current password, so that an unattended session cannot take
     * the account over; a password change signs out every other session.
     */
    async updateSettings(caller: Auth, body: SettingsBody, address: string): Promise<UserRow> {
      const patch: UserPatch = { email: body.email };
      if (body.language) patch.language = body.language;
      const isEmailChange = body.email !== caller.user.email;
      const isPasswordChange = Boolean(body.password && body.new_password);
      if (!body.password) {
        if (isEmailChange) {
          throw invalid({ password: ['Enter your current password to change the email'] });
        }
      } else if (!body.new_password && !isEmailChange) {
        throw invalid({ new_password: ['Enter the new password'] });
      }
      if (body.new_password) assertUncommonPassword(body.new_password, 'new_password');
      if (body.password) await assertCurrentPassword(caller, body.password, address);
      if (body.new_password) patch.passwordHash = await hashPassword(body.new_password);
      try {
        return await db.transaction(async (tx) => {
          const row = await users.update(caller.user.id, patch, tx);
          if (!row) throw new Error('signed-in user vanished');
          if (isPasswordChange) await tokens.deleteAllOf(row.id, caller.tokenHash, tx);
          return row;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw invalid({ email: [EMAIL_TAKEN] });
        throw err;
      }
    },

    /** Deletes the caller's account after checking their password. */
    async deleteAccount(caller: Auth, body: DeleteAccountBody, address: string): Promise<void> {
      await assertCurrentPassword(caller, body.password, address);
      await removeAccount(caller.user.id);
    },

    /** Stores a re-encoded square avatar and drops the previous file. */
    async replaceAvatar(user: UserRow, upload: Buffer): Promise<UserRow> {
      const image = await processImage(upload, { maxSide: AVATAR_SIZE, square: true }, 'avatar');
      const fileName = await storage.save('avatars', image.data, image.extension);
      let swapped: Awaited<ReturnType<UsersRepository['swapAvatar']>>;
      try {
        swapped = await users.swapAvatar(user.id, fileName);
      } catch (err) {
        await storage.remove('avatars', fileName);
        throw err;
      }
      if (!swapped) throw new Error('signed-in user vanished');
      if (swapped.previous) await storage.remove('avatars', swapped.previous);
      return swapped.row;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

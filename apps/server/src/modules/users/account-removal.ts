import type { Database } from '../../db/client.ts';
import type { Storage } from '../uploads/storage.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

/**
 * Deletes an account as the privacy policy promises: the user's row with their favourites,
 * sessions and reset links in one transaction, then the avatar file once that has committed,
 * so that a rolled-back deletion never leaves a user without their image.
 */
export function createAccountRemoval(deps: {
  db: Database;
  users: UsersRepository;
  storage: Storage;
}) {
  const { db, users, storage } = deps;
  return async function removeAccount(id: number): Promise<UserRow | null> {
    const row = await db.transaction((tx) => users.delete(id, tx));
    if (row?.avatar) await storage.remove('avatars', row.avatar);
    return row;
  };
}

export type AccountRemoval = ReturnType<typeof createAccountRemoval>;

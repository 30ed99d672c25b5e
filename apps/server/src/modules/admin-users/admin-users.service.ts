import { type AdminUser, type AdminUserUpdateBodySchema, lastPageOf } from '@riftscope/contracts';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { EMAIL_TAKEN } from '../auth/auth.service.ts';
import type { TokensRepository } from '../auth/tokens.repository.ts';
import type { AccountRemoval } from '../users/account-removal.ts';
import { toAdminUser } from '../users/users.mapper.ts';
import type { UserListFilter, UserRow, UsersRepository } from '../users/users.repository.ts';

type UpdateBody = z.output<typeof AdminUserUpdateBodySchema>;

export function createAdminUsersService(deps: {
  db: Database;
  users: UsersRepository;
  tokens: TokensRepository;
  removeAccount: AccountRemoval;
}) {
  const { db, users, tokens, removeAccount } = deps;

  /** Writes a user and, when the change blocks them, revokes their tokens in the same transaction. */
  async function save(
    id: number,
    patch: Parameters<UsersRepository['update']>[1],
  ): Promise<UserRow> {
    try {
      return await db.transaction(async (tx) => {
        const row = await users.update(id, patch, tx);
        if (!row) throw notFound('User not found');
        if (row.isBlocked) await tokens.deleteAllOf(row.id, undefined, tx);
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid({ email: [EMAIL_TAKEN] });
      throw err;
    }
  }

  return {
    async list(filter: UserListFilter) {
      const { rows, total } = await users.list(filter);
      return {
        data: rows.map(toAdminUser),
        current_page: filter.page,
        last_page: lastPageOf(total, filter.perPage),
        per_page: filter.perPage,
        total,
      };
    },

    async update(actor: UserRow, id: number, body: UpdateBody): Promise<AdminUser> {
      if (actor.id === id) {
        const errors: Record<string, string[]> = {};
        if (body.role !== 'admin') errors.role = ['You cannot remove your own admin role'];
        if (body.is_blocked === 1) errors.is_blocked = ['You cannot block yourself'];
        if (Object.keys(errors).length) throw invalid(errors);
      }
      const row = await save(id, {
        name: body.name,
        email: body.email,
        role: body.role,
        plan: body.plan,
        isBlocked: body.is_blocked === 1,
      });
      return toAdminUser(row);
    },

    async toggleBlock(actor: UserRow, id: number): Promise<AdminUser> {
      if (actor.id === id) throw conflict('You cannot block yourself');
      const current = await users.findById(id);
      if (!current) throw notFound('User not found');
      return toAdminUser(await save(id, { isBlocked: !current.isBlocked }));
    },

    /** Deletes a user's account as they could themselves; an admin cannot delete their own. */
    async remove(actor: UserRow, id: number): Promise<void> {
      if (actor.id === id) throw conflict('You cannot delete your own account here');
      if (!(await removeAccount(id))) throw notFound('User not found');
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

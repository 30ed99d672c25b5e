import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiTokens, users } from '../../db/schema.ts';
import type { UserRow } from '../users/users.repository.ts';

export function createTokensRepository(db: Database) {
  return {
    async insert(userId: number, tokenHash: string, tx: Database = db): Promise<void> {
      await tx.insert(apiTokens).values({ userId, tokenHash });
    },

    async findUser(tokenHash: string): Promise<UserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(eq(apiTokens.tokenHash, tokenHash));
      return row?.user ?? null;
    },

    async delete(tokenHash: string): Promise<void> {
      await db.delete(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
    },

    /** Revokes every token of a user, or every one but `keepHash`. */
    async deleteAllOf(userId: number, keepHash?: string, tx: Database = db): Promise<void> {
      const mine = eq(apiTokens.userId, userId);
      await tx
        .delete(apiTokens)
        .where(keepHash ? and(mine, ne(apiTokens.tokenHash, keepHash)) : mine);
    },
  };
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;

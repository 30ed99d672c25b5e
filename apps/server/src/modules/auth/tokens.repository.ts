import { and, eq, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiTokens, users } from '../../db/schema.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { SessionTimes } from './sessions.ts';

/** Issuing a token at sign-in. */
function tokenIssuing(db: Database) {
  return {
    /** Stores a token issued at `now`: its sign-in and its last use. */
    async insert(
      userId: number,
      tokenHash: string,
      tx: Database = db,
      now: Date = new Date(),
    ): Promise<void> {
      await tx.insert(apiTokens).values({ userId, tokenHash, createdAt: now, lastUsedAt: now });
    },

    /**
     * Stores a token unless the user is blocked, reading the block under a share lock on the
     * user's row. A block that is being written holds that row, so this waits for it and sees
     * it; a block written after this waits for the token and then revokes it. Either way no
     * token outlives a block. Returns false, storing nothing, for a blocked or missing user.
     */
    async insertUnlessBlocked(
      userId: number,
      tokenHash: string,
      tx: Database,
      now: Date,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ isBlocked: users.isBlocked })
        .from(users)
        .where(eq(users.id, userId))
        .for('share');
      if (!row || row.isBlocked) return false;
      await tx.insert(apiTokens).values({ userId, tokenHash, createdAt: now, lastUsedAt: now });
      return true;
    },
  };
}

/** A token's use on each request, and its sign-out. */
function tokenSessions(db: Database) {
  return {
    /** The user behind a token and the token's times, or null for an unknown token. */
    async findSession(tokenHash: string): Promise<{ user: UserRow; times: SessionTimes } | null> {
      const [row] = await db
        .select({
          user: users,
          createdAt: apiTokens.createdAt,
          lastUsedAt: apiTokens.lastUsedAt,
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(eq(apiTokens.tokenHash, tokenHash));
      return row
        ? { user: row.user, times: { createdAt: row.createdAt, lastUsedAt: row.lastUsedAt } }
        : null;
    },

    async touch(tokenHash: string, now: Date): Promise<void> {
      await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.tokenHash, tokenHash));
    },

    async delete(tokenHash: string): Promise<void> {
      await db.delete(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
    },
  };
}

/** Revoking a user's tokens: all of them, or those past their lifetimes. */
function tokenRevocations(db: Database) {
  return {
    /** Revokes every token of a user, or every one but `keepHash`. */
    async deleteAllOf(userId: number, keepHash?: string, tx: Database = db): Promise<void> {
      const mine = eq(apiTokens.userId, userId);
      await tx
        .delete(apiTokens)
        .where(keepHash ? and(mine, ne(apiTokens.tokenHash, keepHash)) : mine);
    },

    /** Deletes a user's tokens whose sign-in or last use is at or before the cut-offs. */
    async deleteExpiredOf(
      userId: number,
      cutoffs: { signedInBefore: Date; lastUsedBefore: Date },
      tx: Database = db,
    ): Promise<void> {
      await tx
        .delete(apiTokens)
        .where(
          and(
            eq(apiTokens.userId, userId),
            or(
              lte(apiTokens.createdAt, cutoffs.signedInBefore),
              lte(apiTokens.lastUsedAt, cutoffs.lastUsedBefore),
            ),
          ),
        );
    },
  };
}

export function createTokensRepository(db: Database) {
  return { ...tokenIssuing(db), ...tokenSessions(db), ...tokenRevocations(db) };
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;

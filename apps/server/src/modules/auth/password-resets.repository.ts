import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResets } from '../../db/schema.ts';

export function createPasswordResetsRepository(db: Database) {
  return {
    async insert(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
    },

    /**
     * Deletes the reset with `tokenHash` if it has not expired at `now` and returns its user;
     * a link can therefore be used once, even by two requests at the same moment.
     */
    async consume(tokenHash: string, now: Date, tx: Database = db): Promise<number | null> {
      const [row] = await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },

    /** Drops every link that expired by `now`: nothing keeps a link that can no longer work. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(passwordResets).where(lte(passwordResets.expiresAt, now));
    },

    /** Every other link of a user stops working once one is used. */
    async deleteAllOf(userId: number, tx: Database = db): Promise<void> {
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

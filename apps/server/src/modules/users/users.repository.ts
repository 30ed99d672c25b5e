import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'createdAt' | 'blockedAt'>>;

export interface UserListFilter {
  page: number;
  perPage: number;
  search?: string | undefined;
  role?: UserRow['role'] | undefined;
  plan?: UserRow['plan'] | undefined;
}

/** One user by id, email or role. */
function userLookups(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },

    async findAnyAdmin(): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1);
      return row ?? null;
    },
  };
}

/** Creating, changing and deleting a user. */
function userWrites(db: Database) {
  return {
    /** Inserts a user; a duplicate email surfaces as a unique violation. */
    async insert(values: NewUserRow, tx: Database = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Updates a user; a block keeps the time it began, an unblock clears it. */
    async update(id: number, patch: UserPatch, tx: Database = db): Promise<UserRow | null> {
      const blockedAt =
        patch.isBlocked === undefined
          ? {}
          : {
              blockedAt: patch.isBlocked ? sql`coalesce(${users.blockedAt}, now())` : sql`null`,
            };
      const [row] = await tx
        .update(users)
        .set({ ...patch, ...blockedAt, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Sets the avatar and returns the file name it replaced. The row is locked, so each of two
     * concurrent uploads sees, and may delete, exactly the file it replaced.
     */
    async swapAvatar(
      id: number,
      avatar: string,
    ): Promise<{ row: UserRow; previous: string | null } | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ avatar: users.avatar })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!current) return null;
        const [row] = await tx
          .update(users)
          .set({ avatar, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return row ? { row, previous: current.avatar } : null;
      });
    },

    /** Deletes a user; favourites, tokens and reset links go with it (foreign-key cascades). */
    async delete(id: number, tx: Database = db): Promise<UserRow | null> {
      const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
      return row ?? null;
    },
  };
}

/** The users a filter keeps: its search (name or email), role and plan. */
function listCondition(filter: UserListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.plan) conditions.push(eq(users.plan, filter.plan));
  return conditions.length ? and(...conditions) : undefined;
}

/** The admin's list of users, a page at a time. */
function userListing(db: Database) {
  return {
    async list(filter: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
      const where = listCondition(filter);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}

export function createUsersRepository(db: Database) {
  return { ...userLookups(db), ...userWrites(db), ...userListing(db) };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

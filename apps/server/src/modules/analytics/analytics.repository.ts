import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSalts, pageViews } from '../../db/schema.ts';

export type NewPageView = Omit<typeof pageViews.$inferInsert, 'id' | 'viewedAt'>;

export function createAnalyticsRepository(db: Database) {
  return {
    /**
     * The secret salt of a UTC day, created by whichever process asks first; the salts of
     * earlier days are deleted, so their hashes can no longer be linked to anyone.
     */
    async saltOf(day: string): Promise<string> {
      await db
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
      const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
      if (!row) throw new Error(`no analytics salt for ${day}`);
      return row.salt;
    },

    async insert(view: NewPageView): Promise<void> {
      await db.insert(pageViews).values(view);
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

import { randomBytes } from 'node:crypto';
import { countDistinct, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSalts, pageViewDays, pageViews } from '../../db/schema.ts';

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

    /**
     * Sums the views and visitors of every day before `today` that still has rows into
     * `page_view_days` (again, for a day summed before: late rows count), then deletes the rows
     * of the days before `keepFrom`; both or neither. Returns the days summed.
     */
    async rollUp(today: string, keepFrom: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const perDay = tx
          .select({
            day: pageViews.day,
            views: sql<number>`count(*)::int`.as('views'),
            visitors: countDistinct(pageViews.visitorHash).as('visitors'),
          })
          .from(pageViews)
          .where(lt(pageViews.day, today))
          .groupBy(pageViews.day);
        const summed = await tx
          .insert(pageViewDays)
          .select(perDay)
          .onConflictDoUpdate({
            target: pageViewDays.day,
            set: { views: sql`excluded.views`, visitors: sql`excluded.visitors` },
          })
          .returning({ day: pageViewDays.day });
        await tx.delete(pageViews).where(lt(pageViews.day, keepFrom));
        return summed.map((row) => row.day).sort();
      });
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

import type { ActivityType } from '@riftscope/contracts';
import { and, count, countDistinct, desc, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news, newsTranslations, pageViews, users } from '../../db/schema.ts';

export interface ActivityRow {
  type: ActivityType;
  label: string;
  at: Date;
}

/** An edit counts as one when it came this long after the item was created. */
const EDIT_AFTER = sql`interval '1 second'`;

export function createAdminStatsRepository(db: Database) {
  const englishTitle = and(
    eq(newsTranslations.newsId, news.id),
    eq(newsTranslations.language, 'en'),
  );

  return {
    async totals(): Promise<{ users: number; news: number; visits: number }> {
      const [[u], [n], [v]] = await Promise.all([
        db.select({ n: count() }).from(users),
        db.select({ n: count() }).from(news),
        db.select({ n: count() }).from(pageViews),
      ]);
      return { users: u?.n ?? 0, news: n?.n ?? 0, visits: v?.n ?? 0 };
    },

    /** Distinct visitors of each day from `firstDay` on, summed (hashes differ across days). */
    async visitorsSince(firstDay: string): Promise<number> {
      const perDay = db
        .select({ visitors: countDistinct(pageViews.visitorHash).as('visitors') })
        .from(pageViews)
        .where(gte(pageViews.day, firstDay))
        .groupBy(pageViews.day)
        .as('per_day');
      const [row] = await db
        .select({ n: sql<string | null>`sum(${perDay.visitors})` })
        .from(perDay);
      return Number(row?.n ?? 0);
    },

    /** Signups per UTC day from `since` on, for the days that had any. */
    async signupsSince(since: Date): Promise<Map<string, number>> {
      const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, n: count() })
        .from(users)
        .where(gte(users.createdAt, since))
        .groupBy(day);
      return new Map(rows.map((r) => [r.day, r.n]));
    },

    /** The latest `limit` events of each kind, newest first within each. */
    async recentActivity(limit: number): Promise<ActivityRow[]> {
      const [signups, created, updated, blocked] = await Promise.all([
        db
          .select({ label: users.name, at: users.createdAt })
          .from(users)
          .orderBy(desc(users.createdAt))
          .limit(limit),
        db
          .select({ label: newsTranslations.title, at: news.createdAt })
          .from(news)
          .innerJoin(newsTranslations, englishTitle)
          .orderBy(desc(news.createdAt))
          .limit(limit),
        db
          .select({ label: newsTranslations.title, at: news.updatedAt })
          .from(news)
          .innerJoin(newsTranslations, englishTitle)
          .where(gt(news.updatedAt, sql`${news.createdAt} + ${EDIT_AFTER}`))
          .orderBy(desc(news.updatedAt))
          .limit(limit),
        db
          .select({ label: users.name, at: users.blockedAt })
          .from(users)
          .where(isNotNull(users.blockedAt))
          .orderBy(desc(users.blockedAt))
          .limit(limit),
      ]);
      const tag = (type: ActivityType) => (r: { label: string; at: Date }) => ({ type, ...r });
      return [
        ...signups.map(tag('signup')),
        ...created.map(tag('news_created')),
        ...updated.map(tag('news_updated')),
        ...blocked.flatMap((r) =>
          r.at ? [tag('user_blocked')({ label: r.label, at: r.at })] : [],
        ),
      ];
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;

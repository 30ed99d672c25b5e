import type { ActivityType } from '@riftscope/contracts';
import { and, count, desc, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  guides,
  guideTranslations,
  news,
  newsTranslations,
  pageViewDays,
  pageViews,
  users,
} from '../../db/schema.ts';

export interface ActivityRow {
  type: ActivityType;
  label: string;
  at: Date;
}

/** An edit counts as one when it came this long after the item was created. */
const EDIT_AFTER = sql`interval '1 second'`;

/** A news item's English translation, whose title the activity shows. */
const englishTitle = and(eq(newsTranslations.newsId, news.id), eq(newsTranslations.language, 'en'));

/** A guide's title: its English one, else that of its first language written (en, ru, tr). */
const guideTitle = sql<string>`coalesce((
  select ${guideTranslations.title} from ${guideTranslations}
  where ${guideTranslations.guideId} = ${guides.id}
  order by array_position(array['en', 'ru', 'tr'], ${guideTranslations.language})
  limit 1
), '')`;

/**
 * Views and distinct visitors of each day from `firstDay` on: the days rolled up from
 * `page_view_days`, the others (today, and any the rollup has not reached) from their rows.
 * One statement, so a rollup committing meanwhile is seen wholly or not at all.
 */
const daysSince = (firstDay: string) => sql`
  select ${pageViewDays.views} as views, ${pageViewDays.visitors} as visitors
  from ${pageViewDays} where ${pageViewDays.day} >= ${firstDay}
  union all
  select count(*) as views, count(distinct ${pageViews.visitorHash}) as visitors
  from ${pageViews}
  where ${pageViews.day} >= ${firstDay}
    and not exists (select 1 from ${pageViewDays} where ${pageViewDays.day} = ${pageViews.day})
  group by ${pageViews.day}`;

async function sumOfDays(
  db: Database,
  firstDay: string,
): Promise<{ views: number; visitors: number }> {
  const [row] = await db
    .select({
      views: sql<string | null>`sum(views)`,
      visitors: sql<string | null>`sum(visitors)`,
    })
    .from(sql`(${daysSince(firstDay)}) as days`);
  return { views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
}

/** The dashboard's counts: users, news, published guides, visits and signups. */
function dashboardCounts(db: Database) {
  return {
    async totals(): Promise<{ users: number; news: number; guides: number; visits: number }> {
      const [[u], [n], [g], v] = await Promise.all([
        db.select({ n: count() }).from(users),
        db.select({ n: count() }).from(news),
        db.select({ n: count() }).from(guides).where(eq(guides.status, 'published')),
        sumOfDays(db, '0001-01-01'),
      ]);
      return { users: u?.n ?? 0, news: n?.n ?? 0, guides: g?.n ?? 0, visits: v.views };
    },

    /** Distinct visitors of each day from `firstDay` on, summed (hashes differ across days). */
    async visitorsSince(firstDay: string): Promise<number> {
      return (await sumOfDays(db, firstDay)).visitors;
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
  };
}

/** Rows of one kind of event as activity; a row without a time is none. */
const tag = (type: ActivityType) => (r: { label: string; at: Date | null }) =>
  r.at ? [{ type, label: r.label, at: r.at }] : [];

/** The latest `limit` events of each kind, newest first within each. */
async function recentActivity(db: Database, limit: number): Promise<ActivityRow[]> {
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
  return [
    ...signups.flatMap(tag('signup')),
    ...created.flatMap(tag('news_created')),
    ...updated.flatMap(tag('news_updated')),
    ...blocked.flatMap(tag('user_blocked')),
    ...(await guideActivity(db, limit)),
  ];
}

/** The latest `limit` guides created, submitted for review and published, newest first within each. */
async function guideActivity(db: Database, limit: number): Promise<ActivityRow[]> {
  const latest = (
    at: typeof guides.createdAt | typeof guides.submittedAt | typeof guides.publishedAt,
  ) =>
    db
      .select({ label: guideTitle, at })
      .from(guides)
      .where(isNotNull(at))
      .orderBy(desc(at))
      .limit(limit);
  const [created, submitted, published] = await Promise.all([
    latest(guides.createdAt),
    latest(guides.submittedAt),
    latest(guides.publishedAt),
  ]);
  return [
    ...created.flatMap(tag('guide_created')),
    ...submitted.flatMap(tag('guide_submitted')),
    ...published.flatMap(tag('guide_published')),
  ];
}

export function createAdminStatsRepository(db: Database) {
  return {
    ...dashboardCounts(db),
    recentActivity: (limit: number) => recentActivity(db, limit),
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;

import { type AdminStats, RECENT_ACTIVITY_MAX, SIGNUP_DAYS } from '@riftscope/contracts';
import type { AdminStatsRepository } from './admin-stats.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The dashboard's live figures (docs/product.md, Improvements), read from the database on every call. */
export function createAdminStatsService(deps: { stats: AdminStatsRepository; clock?: () => Date }) {
  const { stats, clock = () => new Date() } = deps;

  return {
    async read(): Promise<AdminStats> {
      const now = clock();
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const days = Array.from({ length: SIGNUP_DAYS }, (_, i) =>
        utcDay(new Date(today - (SIGNUP_DAYS - 1 - i) * DAY_MS)),
      );
      const firstDay = new Date(today - (SIGNUP_DAYS - 1) * DAY_MS);
      const [totals, visitorsWeek, signups, activity] = await Promise.all([
        stats.totals(),
        stats.visitorsSince(utcDay(firstDay)),
        stats.signupsSince(firstDay),
        stats.recentActivity(RECENT_ACTIVITY_MAX),
      ]);
      return {
        users: totals.users,
        news: totals.news,
        guides: totals.guides,
        visits: totals.visits,
        visitors_week: visitorsWeek,
        signups: days.map((date) => ({ date, count: signups.get(date) ?? 0 })),
        recent_activity: activity
          .sort((a, b) => b.at.getTime() - a.at.getTime())
          .slice(0, RECENT_ACTIVITY_MAX)
          .map((a) => ({ type: a.type, label: a.label, at: a.at.toISOString() })),
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;

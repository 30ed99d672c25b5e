import { z } from 'zod/mini';
import { TimestampSchema } from './common.ts';
import { CountSchema } from './game.ts';
import { defineRoute } from './route.ts';

/** The signups chart covers the last week, one entry a day, oldest first. */
export const SIGNUP_DAYS = 7;
export const RECENT_ACTIVITY_MAX = 10;

export const ACTIVITY_TYPES = ['signup', 'news_created', 'news_updated', 'user_blocked'] as const;
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

export const SignupDaySchema = z.object({ date: z.iso.date(), count: CountSchema });

export const ActivitySchema = z.object({
  type: ActivityTypeSchema,
  /** What it concerns: a nickname or a news title. */
  label: z.string(),
  at: TimestampSchema,
});
export type Activity = z.infer<typeof ActivitySchema>;

/** Live dashboard figures (DESIGN.md §9: not the original's samples). */
export const AdminStatsSchema = z.object({
  users: CountSchema,
  news: CountSchema,
  /** Guides are not a feature yet, so this is 0 until they are. */
  guides: CountSchema,
  /** Page views counted by the analytics call, all time. */
  visits: CountSchema,
  /** Visitors over the last week: distinct daily visitor hashes, summed over the days. */
  visitors_week: CountSchema,
  signups: z.array(SignupDaySchema).check(z.length(SIGNUP_DAYS)),
  /** Newest first. */
  recent_activity: z.array(ActivitySchema).check(z.maxLength(RECENT_ACTIVITY_MAX)),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const adminStats = defineRoute({
  method: 'GET',
  path: '/api/admin/stats',
  access: 'admin',
  tag: 'admin',
  summary: 'Dashboard figures: totals, signups a day for the last week, recent activity',
  status: 200,
  response: AdminStatsSchema,
});

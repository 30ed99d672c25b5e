import { z } from 'zod/mini';
import { ACTIVITY_TYPES, RECENT_ACTIVITY_MAX, SIGNUP_DAYS } from './admin-stats.ts';
import { API_ROUTES } from './api-routes.ts';
import { TimestampSchema } from './common.schema.ts';
import { CountSchema } from './game.schema.ts';
import { defineRoute } from './route.ts';

export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);

export const SignupDaySchema = z.object({ date: z.iso.date(), count: CountSchema });

export const ActivitySchema = z.object({
  type: ActivityTypeSchema,
  /** What it concerns: a nickname, a news title or a guide's title. */
  label: z.string(),
  at: TimestampSchema,
});

export type Activity = z.infer<typeof ActivitySchema>;

/** Live dashboard figures (docs/product.md, Improvements: not samples). */
export const AdminStatsSchema = z.object({
  users: CountSchema,
  news: CountSchema,
  /** Published guides. */
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

export const adminStats = defineRoute(API_ROUTES.adminStats, {
  access: 'admin',
  tag: 'admin',
  summary: 'Dashboard figures: totals, signups a day for the last week, recent activity',
  status: 200,
  response: AdminStatsSchema,
});

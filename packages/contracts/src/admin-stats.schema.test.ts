import { describe, expect, it } from 'vitest';
import { AdminStatsSchema } from './admin-stats.schema.ts';
import { SIGNUP_DAYS } from './admin-stats.ts';

const week = Array.from({ length: SIGNUP_DAYS }, (_, i) => ({
  date: `2025-05-0${i + 1}`,
  count: i,
}));
const stats = {
  users: 12,
  news: 3,
  guides: 0,
  visits: 140,
  visitors_week: 31,
  signups: week,
  recent_activity: [{ type: 'signup', label: 'Faker', at: '2025-05-07T10:00:00.000Z' }],
};

describe('AdminStatsSchema', () => {
  it('accepts totals, a week of signups and recent activity', () => {
    expect(SIGNUP_DAYS).toBe(7);
    expect(AdminStatsSchema.safeParse(stats).success).toBe(true);
  });

  it('needs exactly seven days of signups with calendar dates', () => {
    expect(AdminStatsSchema.safeParse({ ...stats, signups: week.slice(1) }).success).toBe(false);
    const badDate = [{ date: '07.05.2025', count: 1 }, ...week.slice(1)];
    expect(AdminStatsSchema.safeParse({ ...stats, signups: badDate }).success).toBe(false);
  });

  it('rejects unknown activity types', () => {
    const activity = [{ type: 'login', label: 'x', at: '2025-05-07T10:00:00.000Z' }];
    expect(AdminStatsSchema.safeParse({ ...stats, recent_activity: activity }).success).toBe(false);
  });
});

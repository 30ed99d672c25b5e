import type { AdminStats, AdminUser } from '@riftscope/contracts';

/** A user as the admin users list sends it. */
export function adminUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    name: `Player${id}`,
    email: `player${id}@example.com`,
    role: 'user',
    plan: 'free',
    avatar: null,
    language: 'en',
    is_blocked: 0,
    created_at: '2025-05-10T12:00:00.000Z',
    ...overrides,
  };
}

/** One page of the admin users list. */
export function usersPage(users: AdminUser[], currentPage = 1, lastPage = 1, perPage = 10) {
  return {
    data: users,
    current_page: currentPage,
    last_page: lastPage,
    per_page: perPage,
    total: lastPage > 1 ? lastPage * perPage : users.length,
  };
}

/** The signed-in administrator, as `/api/me` sends them. */
export const ME = {
  id: 1,
  name: 'Head Admin',
  email: 'admin@example.com',
  role: 'admin',
  plan: 'premium',
  avatar: null,
  language: 'en',
} as const;

/** Dashboard figures as `GET /api/admin/stats` sends them. */
export function adminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    users: 1234,
    news: 56,
    guides: 0,
    visits: 98765,
    visitors_week: 4321,
    signups: [
      { date: '2025-05-04', count: 3 },
      { date: '2025-05-05', count: 0 },
      { date: '2025-05-06', count: 7 },
      { date: '2025-05-07', count: 2 },
      { date: '2025-05-08', count: 5 },
      { date: '2025-05-09', count: 1 },
      { date: '2025-05-10', count: 4 },
    ],
    recent_activity: [
      { type: 'signup', label: 'Baron Stealer', at: '2025-05-10T11:58:00.000Z' },
      { type: 'news_created', label: 'Patch 25.10 notes', at: '2025-05-10T10:00:00.000Z' },
      { type: 'news_updated', label: 'Patch 25.9 notes', at: '2025-05-09T12:00:00.000Z' },
      { type: 'user_blocked', label: 'Toxic Teemo', at: '2025-05-08T12:00:00.000Z' },
    ],
    ...overrides,
  };
}

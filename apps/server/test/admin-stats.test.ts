import type { AdminStats } from '@riftscope/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { news, pageViewDays, pageViews } from '../src/db/schema.ts';
import { PAGE_VIEW_RAW_DAYS } from '../src/modules/analytics/page-view-rollup.ts';
import type { UserRow } from '../src/modules/users/users.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { multipartBody } from './multipart.ts';
import { useTestApp } from './test-app.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DATABASES)('admin stats on $name', (db) => {
  let admin: { user: UserRow; token: string };
  const t = useTestApp(db);
  beforeAll(async () => {
    admin = await t.createUser({ role: 'admin', name: 'Boss' });
  });

  const stats = async (): Promise<AdminStats> => {
    const res = await t.request({ method: 'GET', url: '/api/admin/stats', token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const createNews = async (title: string) => {
    const { payload, headers } = multipartBody({
      game: 'league-of-legends',
      category: 'Meta',
      status: 'published',
      translations: JSON.stringify({
        en: { title, body: '' },
        ru: { title: `${title} ru`, body: '' },
        tr: { title: `${title} tr`, body: '' },
      }),
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/news',
      token: admin.token,
      payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('counts users, news, page views and the week’s visitors; guides only once published', async () => {
    const before = await stats();
    await t.register({ name: 'Newcomer' });
    await createNews('Counted');
    for (const ua of [BROWSER, BROWSER, `${BROWSER} Other`]) {
      await t.request({
        method: 'POST',
        url: '/api/analytics/pageview',
        payload: { path: '/en' },
        headers: { 'user-agent': ua },
      });
    }
    const after = await stats();
    expect(after.users).toBe(before.users + 1);
    expect(after.news).toBe(before.news + 1);
    expect(after.visits).toBe(before.visits + 3);
    expect(after.visitors_week).toBe(before.visitors_week + 2);
    // No guide was published here (guides-admin.test.ts counts them).
    expect(after.guides).toBe(before.guides);
  });

  it('gives signups for each of the last seven days, oldest first, ending today', async () => {
    const before = await stats();
    await t.register({ name: 'Another' });
    const after = await stats();
    expect(after.signups).toHaveLength(7);
    expect(after.signups.at(-1)?.date).toBe(today());
    const dates = after.signups.map((d) => Date.parse(d.date));
    expect(dates.every((d, i) => i === 0 || d - (dates[i - 1] ?? 0) === 86_400_000)).toBe(true);
    expect(after.signups.at(-1)?.count).toBe((before.signups.at(-1)?.count ?? 0) + 1);
  });

  it('lists recent activity newest first: signups, news created and edited, users blocked', async () => {
    const { user } = await t.register({ name: 'Troublemaker' });
    const item = await createNews('Edited later');
    // Date the item back so that the edit below counts as a later change.
    await t.database.db
      .update(news)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(news.id, item.id));
    const { payload, headers } = multipartBody({
      _method: 'PUT',
      game: 'league-of-legends',
      category: 'Meta',
      status: 'published',
      translations: JSON.stringify({
        en: { title: 'Edited later', body: '<p>more</p>' },
        ru: { title: 'ru', body: '' },
        tr: { title: 'tr', body: '' },
      }),
    });
    const edit = await t.request({
      method: 'POST',
      url: `/api/admin/news/${item.id}`,
      token: admin.token,
      payload,
      headers,
    });
    expect(edit.statusCode).toBe(200);
    const ban = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/toggle-block`,
      token: admin.token,
    });
    expect(ban.statusCode, ban.body).toBe(200);

    const { recent_activity: activity } = await stats();
    expect(activity.length).toBeLessThanOrEqual(10);
    const times = activity.map((a) => Date.parse(a.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(activity[0]).toMatchObject({ type: 'user_blocked', label: 'Troublemaker' });
    expect(activity).toContainEqual(
      expect.objectContaining({ type: 'news_updated', label: 'Edited later' }),
    );
    expect(activity).toContainEqual(
      expect.objectContaining({ type: 'signup', label: 'Troublemaker' }),
    );

    // Unblocking ends the block, and it leaves the list.
    await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/toggle-block`,
      token: admin.token,
    });
    const later = await stats();
    expect(later.recent_activity.some((a) => a.type === 'user_blocked')).toBe(false);
  });

  /** Views of `visitors` visitors (named `who`-n) on a day, each opening `pages` pages. */
  const storeViews = async (day: string, visitors: number, pages: number, who = day) => {
    const rows = Array.from({ length: visitors * pages }, (_, i) => ({
      day,
      path: `/en/news/item-${i % pages}`,
      visitorHash: `${who}-${Math.floor(i / pages)}`.padEnd(64, '0'),
    }));
    await t.database.db.insert(pageViews).values(rows);
  };

  it('shows the same visits and visitors once old days are rolled up and their rows deleted, pass after pass', async () => {
    // Today, yesterday, earlier this week, and a day before the week the dashboard sums.
    for (const [ago, visitors, pages] of [
      [0, 3, 2],
      [1, 4, 1],
      [3, 2, 5],
      [6, 1, 3],
      [12, 5, 2],
    ] as const) {
      await storeViews(daysAgo(ago), visitors, pages);
    }
    const before = await stats();
    const days = await t.services.analytics.rollUp();
    expect(days).toEqual(expect.arrayContaining([1, 3, 6, 12].map(daysAgo)));
    expect(days).not.toContain(today());

    const rowDays = new Set((await t.database.db.select().from(pageViews)).map((r) => r.day));
    const kept = Array.from({ length: PAGE_VIEW_RAW_DAYS }, (_, i) => daysAgo(i));
    expect([...rowDays].sort()).toEqual(kept.sort());
    const rolled = await t.database.db.select().from(pageViewDays);
    expect(rolled).toContainEqual({ day: daysAgo(3), views: 10, visitors: 2 });
    expect(rolled).toContainEqual({ day: daysAgo(12), views: 10, visitors: 5 });

    const after = await stats();
    expect({ visits: after.visits, visitors_week: after.visitors_week }).toEqual({
      visits: before.visits,
      visitors_week: before.visitors_week,
    });
    await t.services.analytics.rollUp();
    const again = await stats();
    expect({ visits: again.visits, visitors_week: again.visitors_week }).toEqual({
      visits: before.visits,
      visitors_week: before.visitors_week,
    });
    expect(await t.database.db.select().from(pageViewDays)).toEqual(rolled);
  });

  it('counts a late view of a day already rolled up, as long as its rows are kept', async () => {
    await storeViews(daysAgo(1), 1, 1);
    await t.services.analytics.rollUp();
    const before = await stats();
    await storeViews(daysAgo(1), 1, 2, 'late');
    const late = await stats();
    expect(late.visits).toBe(before.visits);
    await t.services.analytics.rollUp();
    const after = await stats();
    expect(after.visits).toBe(before.visits + 2);
    expect(after.visitors_week).toBe(before.visitors_week + 1);
  });

  it('leaves every row and the daily table as they were when a rollup fails half-way', async () => {
    await storeViews(daysAgo(4), 2, 2);
    await t.database.db.execute(sql`
      create function refuse_page_view_delete() returns trigger language plpgsql as $$
      begin raise exception 'page views cannot be deleted now'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_page_view_delete before delete on page_views
      for each statement execute function refuse_page_view_delete()`);
    const rowsBefore = await t.database.db.select().from(pageViews);
    const daysBefore = await t.database.db.select().from(pageViewDays);
    const before = await stats();
    try {
      await expect(t.services.analytics.rollUp()).rejects.toThrow();
      expect(await t.database.db.select().from(pageViewDays)).toEqual(daysBefore);
      expect(await t.database.db.select().from(pageViews)).toHaveLength(rowsBefore.length);
      expect(await stats()).toEqual(before);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_page_view_delete on page_views`);
      await t.database.db.execute(sql`drop function refuse_page_view_delete()`);
    }
    await t.services.analytics.rollUp();
    expect(await t.database.db.select().from(pageViewDays)).toContainEqual({
      day: daysAgo(4),
      views: 4,
      visitors: 2,
    });
    expect(await stats()).toEqual(before);
  });

  it('401 for visitors and 403 for users', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    const { token } = await t.createUser();
    expect((await t.request({ method: 'GET', url: '/api/admin/stats', token })).statusCode).toBe(
      403,
    );
  });
});

import { type AdminGuide, LANGUAGES, TIER_ROLES } from '@riftscope/contracts';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema.ts';
import { sanitizeArticleHtml } from '../news/article-html.ts';
import { DEMO_GUIDE_AUTHOR, DEMO_GUIDES_SEED, seedDemoGuides } from './demo-guides.ts';
import { DEMO_GUIDES } from './demo-guides-content.ts';
import { createGuideBuildCheck } from './guide-build-check.ts';

describe('demo guide content', () => {
  it('has five or six guides, every role among them, each in three languages', () => {
    expect(DEMO_GUIDES.length).toBeGreaterThanOrEqual(5);
    expect(DEMO_GUIDES.length).toBeLessThanOrEqual(6);
    expect(new Set(DEMO_GUIDES.map((g) => g.role))).toEqual(new Set(TIER_ROLES));
    for (const language of LANGUAGES) {
      const titles = DEMO_GUIDES.map((g) => g.translations[language].title);
      expect(new Set(titles).size, language).toBe(titles.length);
      for (const guide of DEMO_GUIDES) {
        const { title, summary, body } = guide.translations[language];
        expect(title.length, `${guide.key} ${language}`).toBeLessThanOrEqual(120);
        expect(summary.length, `${guide.key} ${language}`).toBeLessThanOrEqual(300);
        expect(body.length, `${guide.key} ${language}`).toBeGreaterThan(400);
      }
    }
  });

  it('is already clean: sanitising changes nothing', () => {
    for (const guide of DEMO_GUIDES) {
      for (const language of LANGUAGES) {
        const { body } = guide.translations[language];
        expect(sanitizeArticleHtml(body, 'guides'), `${guide.key} ${language}`).toBe(body.trim());
      }
    }
  });

  it("builds only with ids of the demo's Data Dragon, as the editor's checks take them", async () => {
    const check = createGuideBuildCheck(await loadDataDragon({ dir: DDRAGON_SNAPSHOT_DIR }));
    for (const guide of DEMO_GUIDES) {
      expect(check({ champion: guide.champion, build: guide.build }).build, guide.key).toEqual(
        guide.build,
      );
    }
  });
});

describe.each(TEST_DATABASES)('demo guide seeding on $name', (db) => {
  const t = useTestApp(db);
  const log = pino({ level: 'silent' });

  it("publishes every guide once, dated newest first, by a moderator of the demo's own", async () => {
    const now = new Date();
    expect(await seedDemoGuides({ guides: t.services.guidesAdmin, log, now })).toBe(true);
    const admin = await t.createUser({ role: 'admin' });
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/guides',
      query: { status: 'published', per_page: '50' },
      token: admin.token,
    });
    const guides: AdminGuide[] = res.json().data;
    expect(guides).toHaveLength(DEMO_GUIDES.length);
    const byAge = [...DEMO_GUIDES].sort((a, b) => a.ageDays - b.ageDays);
    expect(guides.map((g) => g.translations.en?.title)).toEqual(
      byAge.map((g) => g.translations.en.title),
    );
    const [author] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_GUIDE_AUTHOR.email));
    expect(author).toMatchObject({ role: 'mod', name: DEMO_GUIDE_AUTHOR.name });
    for (const guide of guides) {
      expect(guide).toMatchObject({
        status: 'published',
        patch: '15.22',
        languages: ['en', 'ru', 'tr'],
        author: { id: author?.id, name: DEMO_GUIDE_AUTHOR.name },
      });
      expect(Date.parse(guide.published_at ?? '')).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('never publishes them again, even after they were deleted', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const list = async (): Promise<AdminGuide[]> =>
      (
        await t.request({
          method: 'GET',
          url: '/api/admin/guides',
          query: { per_page: '50' },
          token: admin.token,
        })
      ).json().data;
    for (const guide of await list()) {
      const res = await t.request({
        method: 'DELETE',
        url: `/api/admin/guides/${guide.id}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(204);
    }
    expect(await t.services.guidesAdmin.isSeeded(DEMO_GUIDES_SEED)).toBe(true);
    expect(await seedDemoGuides({ guides: t.services.guidesAdmin, log })).toBe(false);
    expect(await list()).toEqual([]);
  });
});

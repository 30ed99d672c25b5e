import { LANGUAGES, type NewsItem } from '@riftscope/contracts';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeArticleHtml } from '../src/modules/news/article-html.ts';
import {
  DEMO_NEWS_SEED,
  demoNewsItems,
  drawDemoCoversApart,
  seedDemoNews,
} from '../src/modules/news/demo-news.ts';
import { DEMO_NEWS } from '../src/modules/news/demo-news-content.ts';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';

describe('demo news content', () => {
  it('has at least six articles across categories, each in three languages', () => {
    expect(DEMO_NEWS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(DEMO_NEWS.map((a) => a.category)).size).toBeGreaterThanOrEqual(3);
    for (const language of LANGUAGES) {
      const titles = DEMO_NEWS.map((a) => a.translations[language].title);
      expect(new Set(titles).size, language).toBe(titles.length);
    }
  });

  it('is already clean: sanitising changes nothing but the rel and target of links', () => {
    for (const article of DEMO_NEWS) {
      for (const language of LANGUAGES) {
        const { body } = article.translations[language];
        const withoutLinkExtras = (html: string) =>
          html.replaceAll(' rel="noopener noreferrer"', '').replaceAll(' target="_blank"', '');
        expect(withoutLinkExtras(sanitizeArticleHtml(body)), `${article.key} ${language}`).toBe(
          withoutLinkExtras(body.trim()),
        );
      }
    }
  });

  it('renders a distinct cover for every article', async () => {
    const items = await demoNewsItems(new Date('2026-05-10T12:00:00Z'));
    const digests = new Set(items.map((i) => i.cover.data.toString('base64')));
    expect(digests.size).toBe(DEMO_NEWS.length);
    for (const { cover } of items) {
      expect(cover).toMatchObject({ contentType: 'image/webp', width: 1200, height: 630 });
      expect(cover.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('gets its covers from a server started with restart on change (npm run dev)', async () => {
    // Node's watch mode has the processes it starts report the files they import over their
    // parent channel; the covers' process inherits that and reports too.
    vi.stubEnv('WATCH_REPORT_DEPENDENCIES', '1');
    try {
      const covers = await drawDemoCoversApart();
      expect(covers.map((c) => c.contentType)).toEqual(DEMO_NEWS.map(() => 'image/webp'));
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe.each(TEST_DATABASES)('demo news seeding on $name', (db) => {
  const t = useTestApp(db);

  const publicList = async (lang: string): Promise<NewsItem[]> =>
    (await t.request({ method: 'GET', url: '/api/news', query: { lang, per_page: '50' } })).json()
      .data;

  it('publishes every article once, dated newest first, with a cover, readable in en, ru and tr', async () => {
    const now = new Date();
    await seedDemoNews({ news: t.services.news, log: t.app.log, now });
    const items = await publicList('en');
    expect(items).toHaveLength(DEMO_NEWS.length);
    const byAge = [...DEMO_NEWS].sort((a, b) => a.ageDays - b.ageDays);
    expect(items.map((i) => i.translations.en.title)).toEqual(
      byAge.map((a) => a.translations.en.title),
    );
    for (const item of items) {
      expect(item.status).toBe('published');
      expect(item.image).toMatch(/^\/storage\/news\/.+\.webp$/);
      const cover = await t.request({ method: 'GET', url: item.image ?? '' });
      expect(cover.statusCode).toBe(200);
      for (const language of LANGUAGES) {
        const res = await t.request({
          method: 'GET',
          url: `/api/news/${item.translations[language].slug}`,
          query: { lang: language },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().id).toBe(item.id);
      }
    }
  });

  it('does not publish them again, even after an admin deleted one', async () => {
    const [first] = await publicList('en');
    const { token } = await t.createUser({ role: 'admin' });
    await t.request({ method: 'DELETE', url: `/api/admin/news/${first?.id}`, token });
    expect(await t.services.news.seed(DEMO_NEWS_SEED, await demoNewsItems(new Date()))).toBe(false);
    expect(await publicList('en')).toHaveLength(DEMO_NEWS.length - 1);
  });

  it('draws no covers on a later start: it asks first whether the news was published', async () => {
    const news = {
      ...t.services.news,
      seed: async () => {
        throw new Error('the covers were drawn and offered again');
      },
    };
    expect(await seedDemoNews({ news, log: t.app.log })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { SITE, useSeoApp } from './seo-pages.ts';
import { startTestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('page heads, sitemap and robots on $name', (db) => {
  const { t, publish, freshTitles } = useSeoApp(db);

  describe('sitemap.xml', () => {
    it('lists the public pages in three languages and published articles, not drafts', async () => {
      const published = await publish(freshTitles('Mapped'));
      const draft = await publish(freshTitles('Hidden'), { status: 'draft' });
      const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      const xml = res.body;
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      for (const lang of ['en', 'ru', 'tr'] as const) {
        for (const path of [
          '',
          '/news',
          '/tier-list',
          '/about',
          '/contacts',
          '/privacy-policy',
          '/terms-of-service',
          '/legal',
          '/cookies',
        ]) {
          expect(locs).toContain(`${SITE}/${lang}${path}`);
        }
        expect(locs).toContain(`${SITE}/${lang}/news/${published.translations[lang].slug}`);
        expect(xml).not.toContain(draft.translations[lang].slug);
      }
      expect(xml).not.toContain('/profile');
      expect(xml).not.toContain('/admin');

      const entry = xml
        .split('<url>')
        .find((u) => u.includes(`<loc>${SITE}/ru/news/${published.translations.ru.slug}</loc>`));
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/news/${published.translations.en.slug}"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/en/news/${published.translations.en.slug}"/>`,
      );
      expect(entry).toContain(`<lastmod>${published.updated_at}</lastmod>`);

      const home = xml.split('<url>').find((u) => u.includes(`<loc>${SITE}/tr</loc>`));
      expect(home).toContain(`<xhtml:link rel="alternate" hreflang="ru" href="${SITE}/ru"/>`);
    });
  });

  describe('robots.txt', () => {
    it('allows everything but the API, admin and profile pages and names the sitemap', async () => {
      const res = await t.request({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(res.body).toBe(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /admin',
          'Disallow: /*/profile',
          '',
          `Sitemap: ${SITE}/sitemap.xml`,
          '',
        ].join('\n'),
      );
    });
  });

  it('serves the sitemap and robots.txt when the web app is not built', async () => {
    const bare = await startTestApp(db);
    try {
      const robots = await bare.request({ method: 'GET', url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Sitemap:');
      const sitemap = await bare.request({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain(`<loc>${SITE}/en</loc>`);
      const html = await bare.request({
        method: 'GET',
        url: '/en',
        headers: { accept: 'text/html' },
      });
      expect(html.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

describe.each(TEST_DATABASES)("Riot's site verification file on $name", (db) => {
  // One app a test: each starts a database of its own, which takes a loaded machine seconds.
  it('serves RIOT_VERIFICATION_CODE as /riot.txt', async () => {
    const code = '5b3f1a9e-0c2d-4e8f-9a1b-7c6d5e4f3a2b';
    const verified = await startTestApp(db, { env: { RIOT_VERIFICATION_CODE: code } });
    try {
      const res = await verified.request({ method: 'GET', url: '/riot.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe(code);
    } finally {
      await verified.close();
    }
  });

  it('has no /riot.txt without RIOT_VERIFICATION_CODE', async () => {
    const bare = await startTestApp(db);
    try {
      expect((await bare.request({ method: 'GET', url: '/riot.txt' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

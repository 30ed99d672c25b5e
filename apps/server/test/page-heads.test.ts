import { COOKIE_STATE_SCRIPT, META_TEXTS, NEWS_SLUG_MAX } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import {
  hashSource,
  inlineScripts,
  PLACEHOLDER,
  PLAIN_CSP,
  readHead,
  rendered,
  SITE,
  useSeoApp,
} from './seo-pages.ts';
import { startTestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('page heads, sitemap and robots on $name', (db) => {
  const { t, page, publish, freshTitles } = useSeoApp(db);

  describe('page heads', () => {
    it('fills in the home page head in Russian', async () => {
      const res = await page('/ru');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // Drawn whole, the page may be kept briefly (see server-rendering.test.ts).
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
      expect(res.body).not.toContain('<!--app-head-->');
      expect(res.body).toContain(rendered('/ru'));
      const head = readHead(res.body);
      expect(head.lang).toBe('ru');
      expect(head.titles).toEqual([`${META_TEXTS.ru.home.title} — RiftScope`]);
      expect(head.description).toBe(META_TEXTS.ru.home.description);
      expect(head.canonical).toBe(`${SITE}/ru`);
      expect(head.alternates).toEqual({
        en: `${SITE}/en`,
        ru: `${SITE}/ru`,
        tr: `${SITE}/tr`,
        'x-default': `${SITE}/en`,
      });
      expect(head.ogLocale).toBe('ru_RU');
      expect(head.ogType).toBe('website');
      expect(head.ogUrl).toBe(`${SITE}/ru`);
      expect(head.ogTitle).toBe(META_TEXTS.ru.home.title);
      expect(head.robots).toBeNull();
      expect(head.gaId).toBeNull();
    });

    it('gives / the English home head and a 200, since the web app redirects it', async () => {
      const res = await page('/');
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.lang).toBe('en');
      expect(head.title).toBe(`${META_TEXTS.en.home.title} — RiftScope`);
      expect(head.canonical).toBe(`${SITE}/en`);
    });

    it('ignores a trailing slash and the query string', async () => {
      const head = readHead((await page('/tr/tier-list/?role=TOP')).body);
      expect(head.lang).toBe('tr');
      expect(head.title).toBe(`${META_TEXTS.tr.tier_list.title} — RiftScope`);
      expect(head.canonical).toBe(`${SITE}/tr/tier-list`);
    });

    it.each([
      ['/en/news', 'news'],
      ['/en/tier-list', 'tier_list'],
      ['/en/about', 'about'],
      ['/en/contacts', 'contacts'],
      ['/en/privacy-policy', 'privacy'],
      ['/en/terms-of-service', 'terms'],
      ['/en/legal', 'legal'],
      ['/en/cookies', 'cookies'],
    ] as const)('gives %s its own title, description and canonical address', async (url, key) => {
      for (const lang of ['en', 'ru', 'tr'] as const) {
        const path = url.replace('/en', `/${lang}`);
        const res = await page(path);
        expect(res.statusCode, path).toBe(200);
        const head = readHead(res.body);
        expect(head.lang).toBe(lang);
        expect(head.title).toBe(`${META_TEXTS[lang][key].title} — RiftScope`);
        expect(head.description).toBe(META_TEXTS[lang][key].description);
        expect(head.canonical).toBe(`${SITE}${path}`);
        expect(Object.keys(head.alternates)).toHaveLength(4);
      }
    });

    it('names an article page whose render failed by its kind, from its address alone', async () => {
      // The render names an article by its title (e2e/server-rendering.test.ts); without it, the
      // head reads nothing stored.
      const item = await publish(freshTitles('Failed'));
      const path = `/ru/news/${item.translations.ru.slug}`;
      const res = await page(`${path}?render-throws`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(PLACEHOLDER);
      const head = readHead(res.body);
      expect(head.lang).toBe('ru');
      expect(head.title).toBe(`${META_TEXTS.ru.news_article.title} — RiftScope`);
      expect(head.canonical).toBe(`${SITE}${path}`);
    });

    it('answers 404 for an article address that cannot name one', async () => {
      const res = await page(`/en/news/${'x'.repeat(NEWS_SLUG_MAX + 1)}?render-throws`);
      expect(res.statusCode).toBe(404);
      expect(readHead(res.body).robots).toBe('noindex');
    });

    it("names a player's page whose render failed by the Riot ID of its address, without calling Riot", async () => {
      const riotCalls = t.sim.stats().total;
      const res = await page('/en/summoner/na1/Nobody%20Here/NA1?render-throws');
      expect(res.body).toContain(PLACEHOLDER);
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.title).toBe('Nobody Here#NA1 — League of Legends stats — RiftScope');
      expect(head.description).toContain('Nobody Here#NA1 (NA)');
      expect(head.robots).toBeNull();
      expect(t.sim.stats().total).toBe(riotCalls);
    });

    it('names the player of a live game page', async () => {
      const res = await page('/ru/live/euw1/Baron%20Stealer/EUW');
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.title).toBe('Baron Stealer#EUW — текущая игра — RiftScope');
      expect(head.canonical).toBe(`${SITE}/ru/live/euw1/Baron%20Stealer/EUW`);
    });

    it('serves a shared multi-search with its title, kept out of search results', async () => {
      const res = await page('/tr/multisearch/euw1?q=Baron%20Stealer%23EUW%2C%20Faker%23KR1');
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.title).toBe(`${META_TEXTS.tr.multisearch.title} — RiftScope`);
      expect(head.robots).toBe('noindex');
      expect((await page('/tr/multisearch/xx9?q=A%23EUW')).statusCode).toBe(404);
      expect((await page('/tr/multisearch')).statusCode).toBe(404);
    });

    it('keeps profile, password-reset and admin pages out of search results', async () => {
      for (const [url, metaPage] of [
        ['/ru/profile', 'profile'],
        ['/ru/profile/favorites', 'profile_favorites'],
        ['/ru/profile/settings', 'profile_settings'],
        ['/ru/reset-password', 'reset_password'],
      ] as const) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(200);
        const head = readHead(res.body);
        expect(head.lang).toBe('ru');
        expect(head.title).toBe(`${META_TEXTS.ru[metaPage].title} — RiftScope`);
        expect(head.robots).toBe('noindex');
        expect(head.canonical).toBeNull();
        expect(head.alternates).toEqual({});
      }
      for (const url of ['/admin', '/admin/users', '/admin/news']) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(200);
        const head = readHead(res.body);
        expect(head.lang).toBe('en');
        expect(head.title).toBe(`${META_TEXTS.en.admin.title} — RiftScope`);
        expect(head.robots).toBe('noindex');
      }
    });

    it('answers 404 and noindex for unknown paths, in the language of the path', async () => {
      for (const [url, lang] of [
        ['/tr/whatever', 'tr'],
        ['/ru/news/a/b', 'ru'],
        ['/en/summoner/euw1/OnlyName', 'en'],
        ['/en/summoner/xx9/Faker/KR1', 'en'],
        ['/whatever', 'en'],
        ['/news', 'en'],
        ['/EN', 'en'],
      ] as const) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain(rendered(url));
        const head = readHead(res.body);
        expect(head.lang, url).toBe(lang);
        expect(head.title).toBe(`${META_TEXTS[lang].not_found.title} — RiftScope`);
        expect(head.description).toBe(META_TEXTS[lang].not_found.description);
        expect(head.robots).toBe('noindex');
        expect(head.canonical).toBeNull();
      }
    });

    it('isolates a Riot ID whose right-to-left override would turn the title around', async () => {
      const head = readHead((await page('/en/summoner/euw1/%E2%80%AEMirror/EUW')).body);
      expect(head.title).toBe('\u2068Mirror#EUW\u2069 — League of Legends stats — RiftScope');
      expect(head.ogTitle).toBe('\u2068Mirror#EUW\u2069 — League of Legends stats');
      expect(head.description).toContain('\u2068Mirror#EUW\u2069 (EUW)');
      expect(head.description).not.toContain('\u202E');
      expect(head.ogDescription).toBe(head.description);
    });

    it('escapes a player name taken from the address', async () => {
      const res = await page('/en/summoner/euw1/%3Cscript%3E%22x/EUW');
      expect(res.statusCode).toBe(200);
      expect(inlineScripts(res.body)).toEqual([COOKIE_STATE_SCRIPT]);
      expect(res.body).not.toContain('<script>"x');
      expect(readHead(res.body).title).toBe('<script>"x#EUW — League of Legends stats — RiftScope');
    });
  });

  describe('Google Analytics', () => {
    it('is off by default: no measurement id in the head and the plain policy', async () => {
      const res = await page('/en');
      expect(readHead(res.body).gaId).toBeNull();
      expect(res.headers['content-security-policy']).toBe(PLAIN_CSP);
      expect(res.body).not.toContain('googletagmanager');
    });

    it('puts the measurement id in the head and lets gtag through the policy when set', async () => {
      const ga = await startTestApp(db, {
        webDistDir: t.config.webDistDir,
        env: { GA_MEASUREMENT_ID: 'G-ABC123XYZ' },
      });
      try {
        for (const url of ['/en', '/ru/no-such-page']) {
          const res = await ga.request({ method: 'GET', url, headers: { accept: 'text/html' } });
          expect(readHead(res.body).gaId, url).toBe('G-ABC123XYZ');
        }
        const res = await ga.request({ method: 'GET', url: '/api/health' });
        const csp = Object.fromEntries(
          String(res.headers['content-security-policy'])
            .split(';')
            .map((d) => {
              const [name = '', ...values] = d.trim().split(/\s+/);
              return [name, values];
            }),
        );
        expect(csp['script-src']).toEqual([
          "'self'",
          hashSource(COOKIE_STATE_SCRIPT),
          'https://www.googletagmanager.com',
        ]);
        for (const directive of ['connect-src', 'img-src']) {
          expect(csp[directive]).toEqual(
            expect.arrayContaining([
              "'self'",
              'https://*.google-analytics.com',
              'https://*.analytics.google.com',
              'https://www.googletagmanager.com',
            ]),
          );
        }
        expect(csp['default-src']).toEqual(["'self'"]);
      } finally {
        await ga.close();
      }
    });
  });
});

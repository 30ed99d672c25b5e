import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  COOKIE_STATE_SCRIPT,
  META_TEXTS,
  NEWS_SLUG_MAX,
  NewsCreateFieldsSchema,
  type NewsItem,
} from '@riftscope/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { startTestApp, useTestApp } from './test-app.ts';

const SITE = 'http://localhost:8080';

/**
 * The shape of apps/web/index.html: a language on <html>, the head and the root markers, and
 * the build's stylesheet linked.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <link rel="stylesheet" crossorigin href="/assets/index-test.css">
  </head>
  <body>
    <div id="root"><!--app-root--><header>Placeholder</header><!--/app-root--></div>
  </body>
</html>
`;

/** What a page the server does not render holds in its root. */
const PLACEHOLDER = '<div id="root"><header>Placeholder</header></div>';

/**
 * Stands in for the web build's renderer (dist/ssr/entry-server.js, tested with the real build
 * in e2e/server-rendering.test.ts): the page names its address and the status of an API call
 * the render made through the server, and a few addresses redirect, fail or are not found.
 */
const FAKE_RENDERER = `
let renders = 0;
export async function render({ url, fetch }) {
  if (url.includes('render-throws')) throw new Error('render failed');
  if (url.includes('render-redirect')) return { kind: 'redirect', status: 302, location: '/en' };
  const api = await fetch('/api/health', { method: 'GET' });
  renders += 1;
  return {
    kind: 'page',
    status: url.includes('render-not-found') ? 404 : 200,
    // The render's number tells a kept page from one drawn again.
    html: '<main id="main" class="drawn">Rendered ' + url + ' ' + api.status + '</main><!--' + renders + '-->',
    // A frame carries no data.
    dataScript: url.includes('frame')
      ? ''
      : '<script type="application/json" id="page-data">{}</script>',
  };
}
`;

/** Which render of the fake renderer a page is; null for a page it did not draw. */
const renderOf = (html: string) => /<!--(\d+)-->/.exec(html)?.[1] ?? null;

/** The root of a page as the renderer drew it. */
const rendered = (url: string) =>
  `<div id="root"><main id="main" class="drawn">Rendered ${url} 200</main>`;

/** The CSP source allowing exactly `script`, an inline script's text. */
const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The inline scripts of a served page. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');

/** The policy without Google Analytics: images from our own origin only (the art proxy). */
const PLAIN_CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
  "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';" +
  `script-src 'self' ${hashSource(COOKIE_STATE_SCRIPT)};script-src-attr 'none';` +
  "style-src 'self' 'unsafe-inline';connect-src 'self'";

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** What a crawler reads from a page's head. */
function readHead(html: string) {
  const one = (re: RegExp) => {
    const m = html.match(re);
    return m?.[1] === undefined ? null : decode(m[1]);
  };
  const property = (name: string) => one(new RegExp(`<meta property="${name}" content="([^"]*)"`));
  return {
    lang: one(/<html lang="([^"]*)"/),
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? '')),
    title: one(/<title>([^<]*)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)"/),
    robots: one(/<meta name="robots" content="([^"]*)"/),
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [
        m[1],
        decode(m[2] ?? ''),
      ]),
    ),
    ogTitle: property('og:title'),
    ogDescription: property('og:description'),
    ogUrl: property('og:url'),
    ogType: property('og:type'),
    ogLocale: property('og:locale'),
    ogImage: property('og:image'),
    twitterCard: one(/<meta name="twitter:card" content="([^"]*)"/),
    gaId: one(/<meta name="ga-measurement-id" content="([^"]*)"/),
  };
}

const cover = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

let sequence = 0;

describe.each(TEST_DATABASES)('page heads, sitemap and robots on $name', (db) => {
  const t = useTestApp(db, {
    webFiles: {
      'index.html': INDEX_HTML,
      'assets/index-test.css': 'html{color:red}.drawn{color:blue}.unused{color:green}',
      'ssr/entry-server.js': FAKE_RENDERER,
    },
  });

  const page = (url: string) =>
    t.request({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

  const publish = async (
    titles: { en: string; ru: string; tr: string },
    options: { body?: string; status?: 'draft' | 'published'; hasCover?: boolean } = {},
  ): Promise<NewsItem> => {
    const body = options.body ?? '<p>Body</p>';
    const fields = NewsCreateFieldsSchema.parse({
      game: 'league-of-legends',
      category: 'Patch Notes',
      status: options.status ?? 'published',
      translations: JSON.stringify({
        en: { title: titles.en, body },
        ru: { title: titles.ru, body },
        tr: { title: titles.tr, body },
      }),
    });
    return t.services.news.create(fields, options.hasCover ? await cover() : null);
  };

  const freshTitles = (word: string) => {
    const n = `${Date.now().toString(36)}${++sequence}`;
    return { en: `${word} ${n}`, ru: `Новость ${word} ${n}`, tr: `Haber ${word} ${n}` };
  };

  describe('server rendering', () => {
    it("sends every public page as the web app's render of it, its API calls answered in-process", async () => {
      for (const url of [
        '/en/',
        '/en/news',
        '/ru/tier-list',
        '/tr/live/euw1/Someone/EUW',
        '/en/summoner/euw1/Someone/EUW?queue=solo',
        '/tr/no-such-page',
        '/xx',
      ]) {
        expect((await page(url)).body, url).toContain(rendered(url));
      }
    });

    it('sends the placeholder at the root address and in the private areas, which the browser draws alone', async () => {
      for (const url of [
        '/',
        '/admin',
        '/admin/news',
        '/en/profile',
        '/ru/profile/settings',
        '/tr/reset-password?token=x',
      ]) {
        expect((await page(url)).body, url).toContain(PLACEHOLDER);
      }
    });

    it("answers with the render's status when it is not a 200, and with its redirect", async () => {
      const missing = await page('/en/news-render-not-found');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain(rendered('/en/news-render-not-found'));

      const moved = await page('/en/render-redirect');
      expect(moved.statusCode).toBe(302);
      expect(moved.headers.location).toBe('/en');
    });

    it('sends the page as its placeholder when the render fails, for the browser to draw', async () => {
      const res = await page('/en/render-throws');
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(PLACEHOLDER);
      expect(res.body).not.toContain('render failed');
    });

    it('sends a page compressed as the visitor accepts (brotli first, then gzip), varying by it', async () => {
      const plain = await page('/en/news?encoded=1');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      for (const [accepted, encoding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const res = await t.request({
          method: 'GET',
          url: '/en/news?encoded=1',
          headers: { accept: 'text/html', 'accept-encoding': accepted },
        });
        expect(res.headers['content-encoding'], accepted).toBe(encoding);
        expect(decode(res.rawPayload).toString('utf8'), accepted).toBe(plain.body);
      }
    });

    it('keeps a page drawn whole for the next visitor, and draws it again once the news change', async () => {
      const first = await page('/en/news?kept=1');
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
      const again = await page('/en/news?kept=1');
      expect(renderOf(again.body)).toBe(renderOf(first.body));

      await publish(freshTitles('Kept'));
      const after = await page('/en/news?kept=1');
      expect(renderOf(after.body)).not.toBe(renderOf(first.body));
    });

    it('draws a page kept for others once for visitors asking for it at the same time', async () => {
      const pages = await Promise.all(Array.from({ length: 5 }, () => page('/en/news?together=1')));
      expect(new Set(pages.map((p) => renderOf(p.body))).size).toBe(1);
    });

    it("draws a frame, a not-found page, a player's page and every page the browser draws alone for each visitor", async () => {
      for (const url of [
        '/en/summoner/kr/A/frame',
        '/en/summoner/kr/Stored/KR1',
        '/en/news-render-not-found',
        '/admin',
      ]) {
        const first = await page(url);
        expect(first.headers['cache-control'], url).toBe('no-cache');
        const again = await page(url);
        if (url !== '/admin') expect(renderOf(again.body), url).not.toBe(renderOf(first.body));
      }
    });

    it("puts the page's data after the page, for the browser to take the page over from", async () => {
      const res = await page('/en/news');
      const data = res.body.indexOf('id="page-data"');
      expect(data).toBeGreaterThan(res.body.indexOf('Rendered /en/news'));
      expect(data).toBeLessThan(res.body.indexOf('</body>'));
    });

    it('writes into a drawn page the styles it uses and links the whole stylesheet after the page', async () => {
      const res = await page('/en/news');
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain('<style>html{color:red}.drawn{color:blue}</style>');
      expect(head).not.toContain('rel="stylesheet"');
      const link = res.body.indexOf(
        '<link rel="stylesheet" crossorigin href="/assets/index-test.css">',
      );
      expect(link).toBeGreaterThan(res.body.indexOf('Rendered /en/news'));
      expect(link).toBeLessThan(res.body.indexOf('id="page-data"'));
    });

    it('links the whole stylesheet in the head of a page the browser draws alone', async () => {
      for (const url of ['/admin', '/en/profile', '/en/render-throws']) {
        const res = await page(url);
        const head = res.body.slice(0, res.body.indexOf('</head>'));
        expect(head, url).toContain(
          '<link rel="stylesheet" crossorigin href="/assets/index-test.css">',
        );
        expect(res.body, url).not.toContain('<style>');
      }
    });

    it('runs one inline script in the head of every page, which the Content Security Policy allows by its hash', async () => {
      for (const url of ['/en', '/ru/news', '/admin', '/']) {
        const res = await page(url);
        const scripts = inlineScripts(res.body);
        expect(scripts, url).toEqual([COOKIE_STATE_SCRIPT]);
        expect(res.body.indexOf('<script>'), url).toBeLessThan(res.body.indexOf('</head>'));
        const policy = String(res.headers['content-security-policy']);
        expect(policy).toContain(`script-src 'self' ${hashSource(scripts[0] ?? '')};`);
      }
    });

    it("never serves the build's renderer", async () => {
      const res = await page('/ssr/entry-server.js');
      expect(res.body).not.toContain('export async function render');
      expect(res.body).toContain('<html');
    });
  });

  describe('page heads', () => {
    it('fills in the home page head in Russian', async () => {
      const res = await page('/ru');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // Drawn whole, the page may be kept briefly (see 'server rendering').
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

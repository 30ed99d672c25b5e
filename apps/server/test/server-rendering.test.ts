import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COOKIE_STATE_SCRIPT } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import {
  hashSource,
  inlineScripts,
  PLACEHOLDER,
  rendered,
  renderOf,
  useSeoApp,
} from './seo-pages.ts';

describe.each(TEST_DATABASES)('page heads, sitemap and robots on $name', (db) => {
  const { t, page, publish, freshTitles } = useSeoApp(db);

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
});

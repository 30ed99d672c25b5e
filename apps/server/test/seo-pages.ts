/**
 * The pages, heads and files a crawler reads, for the tests of them: a stand-in web build with its
 * renderer, what a crawler reads from a head, and an app serving that build.
 */
import { createHash } from 'node:crypto';
import { COOKIE_STATE_SCRIPT, NewsCreateFieldsSchema, type NewsItem } from '@riftscope/contracts';
import sharp from 'sharp';
import type { TestDatabase } from './databases.ts';
import { useTestApp } from './test-app.ts';

export const SITE = 'http://localhost:8080';

/**
 * The shape of apps/web/index.html: a language on <html>, the head and the root markers, and
 * the build's stylesheet linked.
 */
export const INDEX_HTML = `<!doctype html>
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
export const PLACEHOLDER = '<div id="root"><header>Placeholder</header></div>';

/**
 * Stands in for the web build's renderer (dist/ssr/entry-server.js, tested with the real build
 * in e2e/server-rendering.test.ts): the page names its address and the status of an API call
 * the render made through the server, and a few addresses redirect, fail or are not found.
 */
export const FAKE_RENDERER = `
export let renders = 0;
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
export const renderOf = (html: string) => /<!--(\d+)-->/.exec(html)?.[1] ?? null;

/** The root of a page as the renderer drew it. */
export const rendered = (url: string) =>
  `<div id="root"><main id="main" class="drawn">Rendered ${url} 200</main>`;

/** The CSP source allowing exactly `script`, an inline script's text. */
export const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The inline scripts of a served page. */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');

/** The policy without Google Analytics: images from our own origin only (the art proxy). */
export const PLAIN_CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
  "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';" +
  `script-src 'self' ${hashSource(COOKIE_STATE_SCRIPT)};script-src-attr 'none';` +
  "style-src 'self' 'unsafe-inline';connect-src 'self'";

export const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** What a crawler reads from a page's head. */
export function readHead(html: string) {
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

export const cover = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

let sequence = 0;

/** An app serving the stand-in web build, and the helpers the tests of its pages share. */
export function useSeoApp(db: TestDatabase) {
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

  return { t, page, publish, freshTitles };
}

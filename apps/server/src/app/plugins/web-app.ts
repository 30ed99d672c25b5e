import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  COOKIE_STATE_SCRIPT,
  isLanguage,
  LANGUAGES,
  type Language,
  STORAGE_PREFIX,
} from '@riftscope/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPageTemplate } from '../../modules/seo/page-html.ts';
import type { RenderedHead } from '../../modules/seo/seo.service.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether a request wants a page of the web app (and not an API reply or a file). */
function wantsPage(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0] ?? '';
  if (path.startsWith('/api/') || path === '/api' || path.startsWith(`${STORAGE_PREFIX}/`))
    return false;
  const accept = req.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/** The script every page runs in its head (COOKIE_STATE_SCRIPT), allowed by its CSP hash. */
const HEAD_SCRIPT = `<script>${COOKIE_STATE_SCRIPT}</script>`;

/** A kind of first paint the build renders in each language (apps/web/src/first-paint.tsx). */
type FirstPaintKind = 'home' | 'player' | 'page';
type FirstPaints = Partial<Record<`${FirstPaintKind}.${Language}`, string>>;

/** The build's first paints (`first-paint/<kind>.<lng>.html`). */
async function readFirstPaints(webDistDir: string): Promise<FirstPaints> {
  const paints: FirstPaints = {};
  for (const kind of ['home', 'player', 'page'] as const) {
    for (const language of LANGUAGES) {
      const path = join(webDistDir, 'first-paint', `${kind}.${language}.html`);
      if (existsSync(path)) paints[`${kind}.${language}`] = await readFile(path, 'utf8');
    }
  }
  return paints;
}

/** The kind of first paint a page of the language layout gets, from its path and status. */
function firstPaintKind(path: string, status: number): FirstPaintKind {
  if (status !== 200 || !isLanguage(path.slice(1, 3))) return 'page';
  if (/^\/[a-z]{2}\/?$/.test(path)) return 'home';
  return /^\/[a-z]{2}\/summoner\/[^/]+\/[^/]+\/[^/]+\/?$/.test(path) ? 'player' : 'page';
}

/**
 * The first paint of the page at `url` in `language`: the home page's hero for `/en`, `/ru` and
 * `/tr`; a summoner page's skeleton; on every other page of the language layout an empty main;
 * and the cookie notice on each. The root address and the admin area have layouts of their own.
 */
function firstPaintOf(url: string, status: number, language: Language, paints: FirstPaints) {
  const path = url.split(/[?#]/)[0] ?? '';
  if (path === '/' || path === '/admin' || path.startsWith('/admin/')) return '';
  return paints[`${firstPaintKind(path, status)}.${language}`] ?? '';
}

/**
 * Serves uploads under /storage, the built web app's files, and index.html for every other
 * page route, with the route's language and head filled in, so that the client router takes
 * over; unknown API paths get a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    storageRoot: string;
    /** The status, language and head tags of a page route. */
    pageHead: (url: string) => Promise<RenderedHead>;
  },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.storageRoot,
    prefix: `${STORAGE_PREFIX}/`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: YEAR_SECONDS * 1000,
    immutable: true,
  });

  const indexPath = join(options.webDistDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? await readFile(indexPath, 'utf8') : null;
  const renderPage = indexHtml === null ? null : createPageTemplate(indexHtml);
  const firstPaints = await readFirstPaints(options.webDistDir);
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      // Only files present at start get routes; every other path reaches the page fallback.
      wildcard: false,
      // The raw template is no page, and robots.txt and the sitemap are the server's own; the
      // build's .br and .gz twins are sent in place of their originals, never on their own.
      globIgnore: [
        'index.html',
        'first-paint/**',
        'robots.txt',
        'sitemap.xml',
        '**/*.br',
        '**/*.gz',
      ],
      preCompressed: true,
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(req)) return reply.code(404).send({ message: 'Not found' });
    if (renderPage === null) {
      return reply.code(503).type('text/plain').send('The web app is not built: run npm run build');
    }
    const head = await options.pageHead(req.url);
    return reply
      .code(head.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        renderPage(
          head.lang,
          `${HEAD_SCRIPT}${head.tags}`,
          firstPaintOf(req.url, head.status, head.lang, firstPaints),
        ),
      );
  });
}

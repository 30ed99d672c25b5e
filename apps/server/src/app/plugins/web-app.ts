import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { COOKIE_STATE_SCRIPT, type Language, STORAGE_PREFIX } from '@riftscope/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPageTemplates, type PageTemplates } from '../../modules/seo/page-html.ts';
import type { RenderedHead } from '../../modules/seo/seo.service.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import {
  isKeptForOthers,
  isRenderedOnServer,
  loadPageRenderer,
  type PageRenderer,
  type RenderedPage,
} from './page-render.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * How long a page rendered whole from stored data is kept, here and by a CDN, for the next
 * visitor of the same address: a change of the data it shows made in this process drops it at
 * once (`pageDataVersion`), one made elsewhere shows within this time.
 */
export const RENDERED_PAGE_SECONDS = 10;
/** The most rendered pages kept, the oldest going first. */
export const RENDERED_PAGES_KEPT = 500;

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

export interface WebAppOptions {
  webDistDir: string;
  /** How long a page's render waits for its stored data. */
  pageRenderBudgetMs: number;
  /** The version of the data rendered pages show; a page kept under another is not sent. */
  pageDataVersion: () => string;
  storageRoot: string;
  /** PUBLIC_URL, for the canonical and alternate links of rendered pages' heads. */
  site: string;
  /** The head of a rendered page, from the tags the page named in its render. */
  renderedHead: (head: { lang: Language; tags: string }) => RenderedHead;
  /**
   * The status, language and head tags of a page route from its address alone (a guide's from
   * the stored guide): for the pages the browser draws by itself, and a page whose render failed
   * or named no head.
   */
  pageHead: (url: string) => Promise<RenderedHead>;
}

/**
 * Serves uploads under /storage, the built web app's files, and every other page route as
 * index.html with the route's language and head filled in and, for a public page, the page
 * itself rendered with its stored data (page-render.ts), which the browser then takes over;
 * unknown API paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  await registerStorageFiles(app, options.storageRoot);
  const build = await loadWebBuild(app, options);
  if (build !== null) await registerBuiltFiles(app, options.webDistDir);
  const sendPageOf = build === null ? null : pageSender({ ...build, options });

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(req)) return reply.code(404).send({ message: 'Not found' });
    if (sendPageOf === null) {
      return reply.code(503).type('text/plain').send('The web app is not built: run npm run build');
    }
    return sendPageOf(req, reply);
  });
}

/** Uploads under /storage: their names are new for each file, so they are kept for a year. */
async function registerStorageFiles(app: FastifyInstance, storageRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: storageRoot,
    prefix: `${STORAGE_PREFIX}/`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: YEAR_SECONDS * 1000,
    immutable: true,
  });
}

/** What the web build gives pages: its templates and, when built, its server renderer. */
interface WebBuild {
  templates: PageTemplates;
  renderer: PageRenderer | null;
}

/** The web build's page templates and renderer; null when the web app is not built. */
async function loadWebBuild(
  app: FastifyInstance,
  options: WebAppOptions,
): Promise<WebBuild | null> {
  const { webDistDir } = options;
  const indexPath = join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const indexHtml = await readFile(indexPath, 'utf8');
  const templates = await createPageTemplates(indexHtml, (sitePath) =>
    readFile(join(webDistDir, sitePath), 'utf8'),
  );
  const renderer = await loadPageRenderer(app, {
    webDistDir,
    dataBudgetMs: options.pageRenderBudgetMs,
    site: options.site,
  });
  return { templates, renderer };
}

/** The build's files: hashed assets kept for a year, the others checked again each time. */
async function registerBuiltFiles(app: FastifyInstance, webDistDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    // Only files present at start get routes; every other path reaches the page fallback.
    wildcard: false,
    // The raw template is no page, and robots.txt and the sitemap are the server's own; the
    // build's .br and .gz twins are sent in place of their originals, never on their own.
    globIgnore: ['index.html', 'ssr/**', 'robots.txt', 'sitemap.xml', '**/*.br', '**/*.gz'],
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

type PageSite = WebBuild & { options: WebAppOptions };

/**
 * Sends the page of a request: rendered on the server when public, a page kept for others taken
 * from the rendered pages kept, the template otherwise.
 */
function pageSender(site: PageSite) {
  const { renderer, options } = site;
  const renderedPages = createTtlCache<SentPage>({
    ttlMs: RENDERED_PAGE_SECONDS * 1000,
    maxEntries: RENDERED_PAGES_KEPT,
  });
  const renders = singleFlight<Awaited<ReturnType<typeof renderSafely>>>();

  return async (req: FastifyRequest, reply: FastifyReply) => {
    const pageRenderer = renderer && isRenderedOnServer(req.url) ? renderer : null;
    const cacheKey = `${options.pageDataVersion()}|${req.url}`;
    const cached = pageRenderer ? renderedPages.get(cacheKey) : undefined;
    if (cached) return sendPage(req, reply, cached);

    // Visitors asking at once for a page kept for others wait for one render of it.
    const page = !pageRenderer
      ? null
      : isKeptForOthers(req.url)
        ? await renders(cacheKey, () => renderSafely(pageRenderer, req))
        : await renderSafely(pageRenderer, req);
    if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
    const sent = await pageToSend(site, { url: req.url, page });
    if (sent.isShared) renderedPages.set(cacheKey, sent);
    return sendPage(req, reply, sent);
  };
}

/**
 * The page to send for `url`: the template filled with the render (`page`, null when the page
 * was not rendered or its render failed) and the head it named, or else the address's head.
 */
async function pageToSend(
  { templates, options }: PageSite,
  { url, page }: { url: string; page: Extract<RenderedPage, { kind: 'page' }> | null },
): Promise<SentPage> {
  // One source of a page's head: the page itself, as its render named it.
  const head = page?.head ? options.renderedHead(page.head) : await options.pageHead(url);
  const status = page && page.status !== 200 ? page.status : head.status;
  const headTags = `${HEAD_SCRIPT}${head.tags}`;
  return newPage({
    status,
    // A page found and drawn whole from stored data is the same for every visitor (the session
    // lives in the browser) until that data changes: kept briefly here, and by a CDN as long.
    // Not a not-found page: made-up addresses would push the others out. Nor a player's page,
    // whose data changes without a version (isKeptForOthers).
    isShared: page !== null && page.dataScript !== '' && status === 200 && isKeptForOthers(url),
    html: page
      ? // After the page: a slow phone draws the page before it has read its data.
        templates.drawn({ lang: head.lang, headTags, root: page.html, bodyEnd: page.dataScript })
      : templates.frame({ lang: head.lang, headTags }),
  });
}

/** A page as it is sent: whether it may be kept for others (see `registerWebApp`). */
interface SentPage {
  status: number;
  isShared: boolean;
  html: string;
  /** The page compressed, by encoding, made at its first send in that encoding. */
  encoded: Map<PageEncoding, Promise<Buffer>>;
}

/**
 * The encodings a page goes out in, best first. Pages are not routes, so the compression plugin
 * (compression.ts), which compresses routes' answers, never sees them: they are compressed here,
 * a kept page once per encoding. Brotli at the plugin's quality (4): a 190 KB player page is
 * 25 KB, in about 3 ms off the event loop.
 */
const PAGE_ENCODINGS: PageEncoding[] = ['br', 'gzip'];
type PageEncoding = 'br' | 'gzip';
/** Below this a page goes out as it is (the plugin's threshold). */
const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function encode(html: string, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzip(html);
}

const newPage = (page: Omit<SentPage, 'encoded'>): SentPage => ({ ...page, encoded: new Map() });

async function sendPage(req: FastifyRequest, reply: FastifyReply, page: SentPage) {
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header(
      'cache-control',
      page.isShared ? `public, max-age=0, s-maxage=${RENDERED_PAGE_SECONDS}` : 'no-cache',
    );
  const encoding = negotiate(req.headers['accept-encoding'] ?? '', PAGE_ENCODINGS);
  if (encoding === null || page.html.length < COMPRESS_FROM_BYTES) return reply.send(page.html);
  let body = page.encoded.get(encoding);
  if (!body) {
    body = encode(page.html, encoding);
    page.encoded.set(encoding, body);
  }
  return reply.header('content-encoding', encoding).send(await body);
}

/**
 * The page rendered, or null when the render failed: the page is then sent as the template,
 * which the browser draws alone, and the failure is logged with the request's id.
 */
async function renderSafely(renderer: PageRenderer, req: FastifyRequest) {
  try {
    return await renderer(req);
  } catch (err) {
    req.log.error({ err }, 'page render failed');
    return null;
  }
}

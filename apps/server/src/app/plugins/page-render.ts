import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ArticleImageFolder, Language } from '@riftscope/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sanitizeArticleHtml } from '../../modules/news/article-html.ts';
import { PAGE_RENDER_HEADER, PAGE_RENDER_KEY } from '../../platform/page-render-request.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx) answers. */
export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      dataScript: string;
      /** The head the page named (`usePageMeta` in the render); null when it named none. */
      head: { lang: Language; tags: string } | null;
    };

interface ServerEntry {
  render(options: {
    url: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    dataBudgetMs: number;
    site: string;
    /** Guides' bodies show the guide editor's images (docs/guides.md), news the news editor's. */
    sanitizeArticleHtml: (html: string, imageFolder: ArticleImageFolder) => string;
    onError: (err: unknown) => void;
  }): Promise<RenderedPage>;
}

/** Statuses whose answers have no body (a Response refuses one). */
const EMPTY_STATUSES = new Set([204, 205, 304]);

/** A URL's path without its query or fragment. */
const pathOf = (url: string) => url.split(/[?#]/, 1)[0] ?? '';

/** The first two segments of a URL's path ('' for none): `/en/summoner/…` → ['en', 'summoner']. */
function leadingSegments(url: string): [first: string, second: string] {
  const [first = '', second = ''] = pathOf(url).slice(1).split('/');
  return [first, second];
}

/**
 * Pages drawn in the browser alone: private areas (never indexed, the session lives in the
 * browser) and `/`, which goes to the visitor's language as the browser knows it.
 */
export function isRenderedOnServer(url: string): boolean {
  const path = pathOf(url);
  if (path === '/' || path === '') return false;
  const [first, second] = leadingSegments(url);
  if (first === 'admin') return false;
  return second !== 'profile' && second !== 'reset-password';
}

/**
 * Whether a page drawn whole may be kept for the next visitor: its data has a version here
 * (`pageDataVersion`: news and game data) that drops it when the data changes. A player's page
 * changes with every Update, background refresh and imported season, which have none: it is
 * drawn anew on each visit (its answers are cached by the API for seconds, and forgotten when
 * the player changes).
 */
export function isKeptForOthers(url: string): boolean {
  return leadingSegments(url)[1] !== 'summoner';
}

/**
 * The built web app's renderer (`dist/ssr/entry-server.js`), or null when the build has none.
 * A page's API calls are this app's own routes, injected in-process as the visitor's requests
 * (their address, so every per-address limit counts them as theirs; no session, no cookies),
 * marked as the renderer's: routes that may ask Riot answer them from stored data alone.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    /**
     * How long a render waits for the page's stored data before it draws what it has
     * (skeletons for the rest, which the browser then asks for): one slow query never holds a
     * visitor (PAGE_RENDER_BUDGET_MS, 150 ms).
     */
    dataBudgetMs: number;
    /** PUBLIC_URL, for the canonical and alternate links of the heads the pages name. */
    site: string;
  },
) {
  const { webDistDir, dataBudgetMs, site } = options;
  const entryPath = join(webDistDir, 'ssr', 'entry-server.js');
  if (!existsSync(entryPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;

  return (req: FastifyRequest): Promise<RenderedPage> =>
    entry.render({
      url: req.url,
      dataBudgetMs,
      site,
      sanitizeArticleHtml,
      onError: (err) => req.log.error({ err }, 'page render failed in part'),
      fetch: async (url, init) => {
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers: { accept: 'application/json', [PAGE_RENDER_HEADER]: PAGE_RENDER_KEY },
          remoteAddress: req.ip,
        });
        return new Response(EMPTY_STATUSES.has(answer.statusCode) ? null : answer.rawPayload, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
        });
      },
    });
}

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof loadPageRenderer>>>;

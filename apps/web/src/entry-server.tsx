import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  PAGE_RENDER_ROUTES,
} from '@riftscope/contracts';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { createRoutes } from './app/router.tsx';
import { ApiError, setApiTransport } from './lib/api-client.ts';
import { I18N_OPTIONS, NAMESPACES } from './lib/i18n.ts';
import { PAGE_DATA_ID, serializePageData } from './lib/page-data.ts';
import { PageHeadContext, type PageHeadNote, pageHeadTags } from './lib/page-meta.ts';
import { createQueryClient } from './lib/query-client.ts';
import { RenderTimeContext } from './lib/render-clock.ts';
import { type ResponseStatus, ResponseStatusContext } from './lib/response-status.ts';
import { AuthProvider } from './shared/session/auth-context.tsx';
import { type ArticleSanitizer, setServerArticleSanitizer } from './shared/ui/article-html.ts';

/** How the server answers an API call of the render: its own routes, as the visitor. */
export type RenderFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderOptions {
  /** The page's path and query, as the request line has it. */
  url: string;
  /** The API, asked in-process on the visitor's behalf. */
  fetch: RenderFetch;
  /** How long the render waits for the page's data before it draws what it has. */
  dataBudgetMs: number;
  /** The site's public address (PUBLIC_URL), for the head's canonical and alternate links. */
  site: string;
  /** The API's own article sanitiser (DOMPurify needs a document the server does not have). */
  sanitizeArticleHtml: ArticleSanitizer;
  /** A part of the page that failed to render (the browser draws it again). */
  onError: (err: unknown) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** What goes inside `<div id="root">`. */
      html: string;
      /** The page data's `<script type="application/json">`, for the browser to hydrate from. */
      dataScript: string;
      /**
       * The page's language and head tags (title, description, robots, canonical, alternates,
       * Open Graph), as the page drawn names them (`usePageMeta`); null if it named none.
       */
      head: { lang: Language; tags: string } | null;
    };

const texts = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
});
const metaTexts = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../packages/contracts/locales/*/meta.json',
  { eager: true },
);

/** Every text of every language, read once: a render never waits for a file. */
function allResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const language of LANGUAGES) {
    resources[language] = {};
    for (const namespace of NAMESPACES) {
      const file =
        namespace === 'meta'
          ? metaTexts[`../../../packages/contracts/locales/${language}/meta.json`]
          : texts[`./locales/${language}/${namespace}.json`];
      if (file) resources[language][namespace] = file.default;
    }
  }
  return resources;
}

const RESOURCES = allResources();

async function createServerI18n(language: Language): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: language,
    ns: [...NAMESPACES],
    resources: RESOURCES,
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

/** The API of the render under way: calls from its loaders and queries go there. */
const currentFetch = new AsyncLocalStorage<RenderFetch>();

setApiTransport((name, url, init) => {
  const fetchOfRender = currentFetch.getStore();
  // A render reads stored data only: a route that may ask Riot is left to the browser.
  if (!fetchOfRender || !PAGE_RENDER_ROUTES.has(name)) {
    return Promise.reject(new ApiError(0, 'Not rendered on the server'));
  }
  return fetchOfRender(url, init);
});

/** Resolves once no query of `queryClient` is fetching. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
      resolve();
      return;
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * Keeps the answers the page is drawn from: the ones that arrived, and "not found", which the
 * page shows as such (with a 404). Whatever failed otherwise or is still on its way is dropped:
 * the page draws its skeleton there, and the browser asks for it. Tells whether all were kept,
 * and which: the queries the page's parts start as they render (the browser's alone: a live
 * status, the session) are not the page's data.
 */
function keepSettledAnswers(queryClient: QueryClient): { isComplete: boolean; kept: Set<string> } {
  const cache = queryClient.getQueryCache();
  let isComplete = true;
  const kept = new Set<string>();
  for (const query of cache.getAll()) {
    const { status, error, fetchStatus } = query.state;
    const isKept =
      fetchStatus === 'idle' &&
      (status === 'success' ||
        (status === 'error' && error instanceof ApiError && error.status === 404));
    if (isKept) {
      kept.add(query.queryHash);
    } else {
      cache.remove(query);
      isComplete = false;
    }
  }
  return { isComplete, kept };
}

/** The HTML of `tree` once everything in it has loaded (lazy parts included). */
function renderToHtml(tree: ReactNode, onError: (err: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => {
      html += chunk.toString('utf8');
    });
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(tree, {
      // One piece, in order: no part of the page is sent later with a script to put it in place
      // (the CSP runs no inline script, and the page is sent whole anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError,
    });
  });
}

/**
 * Renders the page at `options.url` with the data the API has stored, as the browser would draw
 * it once its answers arrived: the same routes, loaders, queries and texts. The browser then
 * hydrates it from the page data it carries (main.tsx).
 */
export async function render(options: RenderOptions): Promise<RenderResult> {
  setServerArticleSanitizer(options.sanitizeArticleHtml);
  const queryClient = createRenderQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const request = new Request(new URL(options.url, 'http://render.local'));

  return currentFetch.run(options.fetch, async () => {
    const context = await handler.query(request);
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('location') ?? '/',
      };
    }
    await settledWithin(queryClient, options.dataBudgetMs);
    const answers = keepSettledAnswers(queryClient);
    const first = new URL(request.url).pathname.split('/')[1];
    const page = await drawPage({
      handler,
      context,
      queryClient,
      language: isLanguage(first) ? first : FALLBACK_LANGUAGE,
      options,
    });
    return pageResult({ page, context, queryClient, answers });
  });
}

/** The render's query client: a failed answer is the browser's to ask again, never retried here. */
function createRenderQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return queryClient;
}

/** Resolves once no query is fetching or `budgetMs` has passed, whichever comes first. */
async function settledWithin(queryClient: QueryClient, budgetMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    settled(queryClient),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, budgetMs);
    }),
  ]);
  clearTimeout(timer);
}

/** A page drawn: its HTML, status and head, and the time its dates were drawn at. */
interface DrawnPage {
  html: string;
  status: number;
  head: { lang: Language; tags: string } | null;
  renderedAt: number;
}

/** Draws the matched routes in `language` from the answers the query client holds. */
async function drawPage(page: {
  handler: StaticHandler;
  context: StaticHandlerContext;
  queryClient: QueryClient;
  language: Language;
  options: Pick<RenderOptions, 'site' | 'onError'>;
}): Promise<DrawnPage> {
  const { handler, context, queryClient, language, options } = page;
  const i18n = await createServerI18n(language);
  const status: ResponseStatus = { code: context.statusCode };
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderedAt = Date.now();
  const headNote: PageHeadNote = { page: null };
  const html = await renderToHtml(
    <StrictMode>
      <ResponseStatusContext.Provider value={status}>
        <RenderTimeContext.Provider value={renderedAt}>
          <PageHeadContext.Provider value={headNote}>
            <I18nextProvider i18n={i18n}>
              <QueryClientProvider client={queryClient}>
                <AuthProvider>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AuthProvider>
              </QueryClientProvider>
            </I18nextProvider>
          </PageHeadContext.Provider>
        </RenderTimeContext.Provider>
      </ResponseStatusContext.Provider>
    </StrictMode>,
    options.onError,
  );
  const headTags =
    headNote.page && pageHeadTags(headNote.page.input, headNote.page.pathname, i18n, options.site);
  const head = headTags === null ? null : { lang: language, tags: headTags };
  return { html, status: status.code, head, renderedAt };
}

/**
 * The page to send: a frame when drawn without some of its data or as an error page, otherwise
 * the page with the answers it was drawn from. The query client is emptied either way.
 */
function pageResult(drawn: {
  page: DrawnPage;
  context: StaticHandlerContext;
  queryClient: QueryClient;
  answers: { isComplete: boolean; kept: Set<string> };
}): RenderResult {
  const { page, context, queryClient, answers } = drawn;
  const { html, status, head, renderedAt } = page;
  // A page drawn without some of its data (a player's, or an answer late for the budget) is a
  // frame: the browser draws the page over it, its loaders asking for the data while the
  // screen's code loads, as they would have had the server sent nothing. So is an error page.
  // Only a page drawn whole carries its data, for the browser to take it over.
  if (!answers.isComplete || context.errors !== null) {
    queryClient.clear();
    return { kind: 'page', status, html, dataScript: '', head };
  }
  // The answers the page was drawn from, its 404s included.
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => answers.kept.has(query.queryHash),
  });
  queryClient.clear();
  const data = serializePageData({
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: null,
    },
    queries,
    renderedAt,
  });
  return {
    kind: 'page',
    status,
    html,
    dataScript: `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`,
    head,
  };
}

import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from './app/router.tsx';
import { createI18n, namespacesOfPath } from './lib/i18n.ts';
import { languageOfPath } from './lib/language.ts';
import { PAGE_DATA_ID, parsePageData } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import { RenderTimeContext } from './lib/render-clock.ts';
import { AuthProvider } from './shared/session/auth-context.tsx';
import './styles.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

/** Resolves once the router has the first page's code and has run its loaders. */
function initialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Loads the code of the routes the address matches, as the server had it when it rendered the
 * page, so that the first render in the browser draws the same page instead of a fallback.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy === 'function') {
        Object.assign(route, await lazy(), { lazy: undefined });
      } else if (lazy) {
        const parts = await Promise.all(
          Object.entries(lazy).map(async ([key, load]) => [key, await load?.()] as const),
        );
        Object.assign(route, Object.fromEntries(parts), { lazy: undefined });
      }
    }),
  );
}

// The server sends a public page drawn with its data, and that data beside it: the browser
// takes the page over (hydrates it) without asking for any of it again. Any other page (one the
// server drew as a frame, without a player's data; the admin and profile areas; `npm run dev`)
// is drawn here: the router starts its code and data at once, the texts load meanwhile, and
// what the server sent stays on screen until the page can be drawn whole. The texts start in a
// task of their own, so that on a slow phone the router's start and theirs are not one long
// task that keeps the page from answering a tap.
// Nothing here is awaited at the module's top level: a screen's chunk imports this one, and
// would wait for it forever.
async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const pageData = parsePageData(document.getElementById(PAGE_DATA_ID)?.textContent ?? '');
  const routes = createRoutes(queryClient);
  const { pathname } = window.location;
  const texts = () => createI18n(languageOfPath(pathname), namespacesOfPath(pathname));
  let router: ReturnType<typeof createBrowserRouter>;
  let i18n: Awaited<ReturnType<typeof texts>>;
  if (pageData) {
    hydrate(queryClient, pageData.queries);
    [i18n] = await Promise.all([texts(), loadMatchedRoutes(routes)]);
    router = createBrowserRouter(routes, { hydrationData: pageData.router });
  } else {
    router = createBrowserRouter(routes);
    await new Promise((resolve) => setTimeout(resolve, 0));
    [i18n] = await Promise.all([texts(), initialized(router)]);
  }

  const app = (
    <StrictMode>
      <RenderTimeContext.Provider value={pageData?.renderedAt ?? null}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </RenderTimeContext.Provider>
    </StrictMode>
  );
  // Taken over as a transition, so that React yields to the browser between parts of the page:
  // a phone answers a tap while a long page (a player's, with its match cards) is hydrated.
  if (pageData) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}

void start(container);

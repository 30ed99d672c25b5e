import { type Language, languageFromPath } from '@riftscope/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { createI18n, type LocaleLoader, NAMESPACES } from '../lib/i18n.ts';

const clients = new Set<QueryClient>();

const bundledLocales = {
  ...import.meta.glob<{ default: object }>('../locales/*/*.json'),
  ...import.meta.glob<{ default: object }>('../../../../packages/contracts/locales/*/meta.json'),
};

/** The app's texts read from the source files, as tests have no server to fetch them from. */
const loadBundledLocale: LocaleLoader = async (language, namespace) => {
  const entry = Object.entries(bundledLocales).find(([path]) =>
    path.endsWith(`/locales/${language}/${namespace}.json`),
  );
  if (!entry) throw new Error(`no locale ${language}/${namespace}`);
  return (await entry[1]()).default;
};

// Each test starts from an empty page and no running queries, whatever the file's own hooks.
afterEach(() => {
  cleanup();
  for (const client of clients) client.clear();
  clients.clear();
  vi.unstubAllGlobals();
});

/** Shows where the app navigated to, for routes a test does not render for real. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/**
 * Renders `routes` at `path` as the app does: a memory router, a query client that does not
 * retry and an i18next instance with every namespace loaded in `language` (the path's by default).
 */
export async function renderRoutes(
  routes: RouteObject[],
  path: string,
  language: Language = languageFromPath(path),
) {
  const i18n = await createI18n(language, ['common', 'meta'], loadBundledLocale);
  await i18n.loadNamespaces([...NAMESPACES]);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  clients.add(queryClient);
  const router = createMemoryRouter([...routes, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [path],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient, i18n };
}

type Reply = unknown | Response;

/**
 * Replaces `fetch` with `reply(url)`: a value becomes a 200 JSON answer, a Response is sent as
 * it is. Returns the mock so tests can read which URLs were asked for.
 */
export function stubFetch(reply: (url: URL) => Reply | Promise<Reply>) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const answer = await reply(url);
    return answer instanceof Response
      ? answer
      : new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A JSON answer with this status and body. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A JSON error answer in the API's error shape (docs/product.md, API). */
export const errorResponse = (status: number, message = 'Error') =>
  new Response(JSON.stringify({ message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The URLs `fetch` was called with whose path is `pathname`. */
export const requestsTo = (mock: ReturnType<typeof stubFetch>, pathname: string) =>
  mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);

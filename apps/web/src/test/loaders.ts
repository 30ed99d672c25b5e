import type { LoaderFunctionArgs } from 'react-router';
import type { stubFetch } from './render.tsx';

/** What the router hands a loader for `url` with the route's `params`. */
export const loaderArgs = (url: string, params: Record<string, string>) =>
  ({ request: new Request(url), params }) as unknown as LoaderFunctionArgs;

/** The paths and queries a stubbed `fetch` was asked for, sorted. */
export const requestedPaths = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls
    .map(([input]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${url.pathname}${url.search}`;
    })
    .sort();

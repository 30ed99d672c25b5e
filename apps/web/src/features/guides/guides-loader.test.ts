import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { writeToken } from '../../lib/auth-token.ts';
import { stubFetch } from '../../test/render.tsx';
import { guideLoader, guidesListLoader } from './guides-loader.ts';

const args = (url: string, params: Record<string, string>) =>
  ({ request: new Request(url), params }) as unknown as LoaderFunctionArgs;

/** Each request's path and query, and whether it carried the session. */
const requests = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map((call) => {
    const [input, init] = call as unknown as [RequestInfo | URL, RequestInit | undefined];
    const url = new URL(String(input), 'http://localhost');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return { path: `${url.pathname}${url.search}`, isSignedIn: Boolean(headers.authorization) };
  });

describe('guide loaders', () => {
  it("start the list's first page with the filters and language of the address, without waiting", () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    const result = guidesListLoader(new QueryClient())(
      args('http://localhost/ru/guides?champion=Ahri&role=top&sort=helpful', { lang: 'ru' }),
    );
    expect(result).toBeNull();
    expect(requests(fetchMock)).toEqual([
      {
        path: '/api/guides?page=1&lang=ru&sort=helpful&champion=Ahri&role=TOP',
        isSignedIn: false,
      },
    ]);
  });

  it('start the guide of the address as anyone sees it, even for a signed-in reader', () => {
    writeToken('reader-token');
    const fetchMock = stubFetch(() => new Promise(() => {}));
    guideLoader(new QueryClient())(
      args('http://localhost/tr/guides/ahri-rehberi', { lang: 'tr', slug: 'ahri-rehberi' }),
    );
    writeToken(null);
    expect(requests(fetchMock)).toEqual([
      { path: '/api/guides/ahri-rehberi?lang=tr', isSignedIn: false },
    ]);
  });

  it('start nothing outside a language', () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    guidesListLoader(new QueryClient())(args('http://localhost/xx/guides', { lang: 'xx' }));
    guideLoader(new QueryClient())(args('http://localhost/xx/guides/a', { lang: 'xx', slug: 'a' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch } from '../test/render.tsx';
import { trackPageview } from './analytics.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('trackPageview', () => {
  it("sends the views of the site's pages and none of a path that names no page", async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    trackPageview('/en/no-such-page');
    trackPageview(`/en/news/${'a'.repeat(600)}`);
    trackPageview('/en/news');
    await vi.waitFor(() => expect(requestsTo(fetch, '/api/analytics/pageview')).toHaveLength(1));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ path: '/en/news' });
  });
});

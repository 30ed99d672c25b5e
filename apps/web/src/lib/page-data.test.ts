import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { parsePageData, serializePageData } from './page-data.ts';

const HOSTILE = '</script><script>alert(1)</script><!--\u2028';

const pageData = (data: unknown) => ({
  router: { loaderData: { page: null }, actionData: null, errors: null },
  queries: {
    mutations: [],
    queries: [{ queryKey: ['news', HOSTILE], queryHash: 'x', state: { data, error: null } }],
  },
  renderedAt: 1_795_000_000_000,
});

describe('page data', () => {
  it('never lets a value end its script element or start markup', () => {
    const text = serializePageData(pageData({ title: HOSTILE }) as never);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
  });

  it('reads back every value as it was written', () => {
    const data = pageData({ title: HOSTILE, n: 1.5, list: [null, true] });
    expect(parsePageData(serializePageData(data as never))).toEqual(data);
  });

  it('keeps a "not found" as an ApiError with its status and message', () => {
    const data = pageData(undefined);
    const query = data.queries.queries[0] as { state: { error: unknown } };
    query.state.error = new ApiError(404, 'Not found', { slug: ['unknown'] });
    const read = parsePageData(serializePageData(data as never));
    const error = read?.queries.queries[0]?.state.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Not found',
      errors: { slug: ['unknown'] },
    });
  });

  it('reads anything else as no page data', () => {
    for (const text of [
      '',
      'not json',
      '{}',
      '[]',
      'null',
      '{"router":{}}',
      '{"router":{},"queries":{}}',
      '{"router":{},"queries":{},"renderedAt":"yesterday"}',
    ]) {
      expect(parsePageData(text), text).toBeNull();
    }
  });
});

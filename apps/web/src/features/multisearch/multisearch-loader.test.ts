import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch } from '../../test/render.tsx';
import { multiSearchLoader } from './multisearch-loader.ts';

const args = (url: string, params: Record<string, string>) =>
  ({ request: new Request(url), params }) as unknown as LoaderFunctionArgs;

describe('multiSearchLoader', () => {
  it('starts the search of the pasted text in the region, queue and language of the address, without waiting', () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    const result = multiSearchLoader(new QueryClient())(
      args('http://localhost/ru/multisearch/kr?q=Faker%23KR1%0AChovy%23KR1', {
        lang: 'ru',
        region: 'kr',
      }),
    );
    expect(result).toBeNull();
    expect(
      requestsTo(fetchMock, '/api/multisearch').map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([{ region: 'kr', q: 'Faker#KR1\nChovy#KR1', queue: 'solo', lang: 'ru' }]);
  });

  it("starts the search in the address's queue, and in Solo/Duo for a queue the switch has not", () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    const loader = multiSearchLoader(new QueryClient());
    const params = { lang: 'en', region: 'euw1' };
    loader(args('http://localhost/en/multisearch/euw1?q=A%23EUW&queue=flex', params));
    loader(args('http://localhost/en/multisearch/euw1?q=B%23EUW&queue=all', params));
    loader(args('http://localhost/en/multisearch/euw1?q=C%23EUW&queue=aram', params));
    expect(
      requestsTo(fetchMock, '/api/multisearch').map((url) => [
        url.searchParams.get('q'),
        url.searchParams.get('queue'),
      ]),
    ).toEqual([
      ['A#EUW', 'flex'],
      ['B#EUW', 'all'],
      ['C#EUW', 'solo'],
    ]);
  });

  it('starts nothing without text, in an unknown region or outside a language', () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    const loader = multiSearchLoader(new QueryClient());
    loader(args('http://localhost/en/multisearch/euw1', { lang: 'en', region: 'euw1' }));
    loader(args('http://localhost/en/multisearch/euw1?q=%20%0A', { lang: 'en', region: 'euw1' }));
    loader(args('http://localhost/en/multisearch/xx1?q=A%23EUW', { lang: 'en', region: 'xx1' }));
    loader(args('http://localhost/xx/multisearch/euw1?q=A%23EUW', { lang: 'xx', region: 'euw1' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

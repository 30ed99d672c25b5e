import type { Language, MultiSearchQueue } from '@riftscope/contracts';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch } from '../../../test/render.tsx';
import { multiSearchPlayerQuery, multiSearchQuery } from './multisearch-api.ts';

const PLAYER = { region: 'euw1', gameName: 'Jade Oracle', tagLine: 'EUW' } as const;

interface Asked {
  path: string;
  key: (language: Language, queue?: MultiSearchQueue) => QueryKey;
  ask: (client: QueryClient, language: Language, queue?: MultiSearchQueue) => Promise<unknown>;
}

const asked: Asked[] = [
  {
    path: '/api/multisearch',
    key: (l, q = 'solo') => multiSearchQuery('euw1', 'Jade Oracle#EUW', q, l).queryKey,
    ask: (c, l, q = 'solo') => c.fetchQuery(multiSearchQuery('euw1', 'Jade Oracle#EUW', q, l)),
  },
  {
    path: '/api/multisearch/euw1/Jade%20Oracle/EUW',
    key: (l, q = 'solo') => multiSearchPlayerQuery(PLAYER, q, l).queryKey,
    ask: (c, l, q = 'solo') => c.fetchQuery(multiSearchPlayerQuery(PLAYER, q, l)),
  },
];

describe('multi-search queries', () => {
  it.each(asked)('ask $path for the names in the language given', async ({ path, ask }) => {
    const fetchMock = stubFetch(() => ({}));
    await ask(new QueryClient(), 'ru');
    expect(requestsTo(fetchMock, path).map((url) => url.searchParams.get('lang'))).toEqual(['ru']);
  });

  it.each(asked)('ask $path for the queue given', async ({ path, ask }) => {
    const fetchMock = stubFetch(() => ({}));
    await ask(new QueryClient(), 'en', 'flex');
    expect(requestsTo(fetchMock, path).map((url) => url.searchParams.get('queue'))).toEqual([
      'flex',
    ]);
  });

  it.each(asked)('cache $path apart for each language and queue', ({ key }) => {
    expect(key('en')).not.toEqual(key('ru'));
    expect(key('en', 'solo')).not.toEqual(key('en', 'all'));
  });
});

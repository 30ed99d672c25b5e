import type { Language } from '@riftscope/contracts';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch } from '../../../test/render.tsx';
import { multiSearchPlayerQuery, multiSearchQuery } from './multisearch-api.ts';

const PLAYER = { region: 'euw1', gameName: 'Jade Oracle', tagLine: 'EUW' } as const;

interface Asked {
  path: string;
  key: (language: Language) => QueryKey;
  ask: (client: QueryClient, language: Language) => Promise<unknown>;
}

const asked: Asked[] = [
  {
    path: '/api/multisearch',
    key: (l) => multiSearchQuery('euw1', 'Jade Oracle#EUW', l).queryKey,
    ask: (c, l) => c.fetchQuery(multiSearchQuery('euw1', 'Jade Oracle#EUW', l)),
  },
  {
    path: '/api/multisearch/euw1/Jade%20Oracle/EUW',
    key: (l) => multiSearchPlayerQuery(PLAYER, l).queryKey,
    ask: (c, l) => c.fetchQuery(multiSearchPlayerQuery(PLAYER, l)),
  },
];

describe('multi-search queries', () => {
  it.each(asked)('ask $path for the names in the language given', async ({ path, ask }) => {
    const fetchMock = stubFetch(() => ({}));
    await ask(new QueryClient(), 'ru');
    expect(requestsTo(fetchMock, path).map((url) => url.searchParams.get('lang'))).toEqual(['ru']);
  });

  it.each(asked)('cache $path apart for each language', ({ key }) => {
    expect(key('en')).not.toEqual(key('ru'));
  });
});

import type { Language } from '@riftscope/contracts';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SLICE } from '../../../shared/champion-filters/champion-slice.ts';
import { requestsTo, stubFetch } from '../../../test/render.tsx';
import { championIndexQuery, championPageQuery } from './champions-api.ts';

interface Asked {
  path: string;
  key: (language: Language) => QueryKey;
  ask: (client: QueryClient, language: Language) => Promise<unknown>;
}

const asked: Asked[] = [
  {
    path: '/api/champions',
    key: (l) => championIndexQuery(DEFAULT_SLICE, l).queryKey,
    ask: (c, l) => c.fetchQuery(championIndexQuery(DEFAULT_SLICE, l)),
  },
  {
    path: '/api/champions/ahri',
    key: (l) => championPageQuery('ahri', null, DEFAULT_SLICE, l).queryKey,
    ask: (c, l) => c.fetchQuery(championPageQuery('ahri', null, DEFAULT_SLICE, l)),
  },
];

describe('champion queries', () => {
  it.each(asked)('ask $path for the names in the language given', async ({ path, ask }) => {
    const fetchMock = stubFetch(() => ({ data: [], current_page: 1, last_page: 1 }));
    await ask(new QueryClient(), 'ru');
    expect(requestsTo(fetchMock, path).map((url) => url.searchParams.get('lang'))).toEqual(['ru']);
  });

  it.each(asked)('cache $path apart for each language', ({ key }) => {
    expect(key('en')).not.toEqual(key('ru'));
  });
});

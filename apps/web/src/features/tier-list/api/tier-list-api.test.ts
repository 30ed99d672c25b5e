import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch } from '../../../test/render.tsx';
import { tierListFiltersFromSearch, tierListQuery } from './tier-list-api.ts';

const FILTERS = tierListFiltersFromSearch(new URLSearchParams('role=TOP'));

describe('tier list query', () => {
  it('asks for the names in the language given', async () => {
    const fetchMock = stubFetch(() => ({ data: [], current_page: 1, last_page: 1 }));
    await new QueryClient().fetchInfiniteQuery(tierListQuery(FILTERS, 'tr'));
    expect(
      requestsTo(fetchMock, '/api/champions').map((url) => url.searchParams.get('lang')),
    ).toEqual(['tr']);
  });

  it('caches each language apart', () => {
    expect(tierListQuery(FILTERS, 'en').queryKey).not.toEqual(
      tierListQuery(FILTERS, 'ru').queryKey,
    );
  });
});

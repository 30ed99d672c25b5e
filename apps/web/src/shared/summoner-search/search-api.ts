import { SEARCH_QUERY_MAX } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export const searchKeys = {
  suggestions: (text: string) => ['summoners', 'search', text] as const,
};

/** What the suggestion request sends: the trimmed text, cut to what the API accepts. */
export const suggestionText = (input: string) => input.trim().slice(0, SEARCH_QUERY_MAX).trim();

/** Search suggestions for `text`; idle while it is empty (docs/product.md, Validation). */
export const suggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(text),
    queryFn: ({ signal }) => call('searchSummoners', { query: { query: text }, signal }),
    select: (response) => response.data,
    enabled: text !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });

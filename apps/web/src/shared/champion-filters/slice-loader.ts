import { type ChampionSlice, isLanguage, type Language } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { championSliceFromSearch } from './champion-slice.ts';
import { championsMetaQuery } from './champions-meta-api.ts';

/**
 * Starts the query a page over some filters shows, from the address (its prefetch); null when
 * the address names nothing to ask for.
 */
type StartQuery<F> = (filters: F, language: Language, params: Params) => Promise<void> | null;

/**
 * A route loader that starts the page's query (`start`, with the address's language, the filters
 * `read` from its search and its parameters) and the filters' choices together, and awaits
 * nothing; an address outside a language starts nothing.
 */
export const filtersLoader =
  <F>(queryClient: QueryClient, read: (search: URLSearchParams) => F, start: StartQuery<F>) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang } = params;
    if (!isLanguage(lang)) return null;
    // Started, not awaited: the screen shows its own loading state.
    if (start(read(new URL(request.url).searchParams), lang, params) === null) return null;
    void queryClient.prefetchQuery(championsMetaQuery);
    return null;
  };

/** A loader of a page over a champion slice (filtersLoader); a role is no part of the slice. */
export const sliceLoader = (queryClient: QueryClient, start: StartQuery<ChampionSlice>) =>
  filtersLoader(queryClient, (search) => championSliceFromSearch(search), start);

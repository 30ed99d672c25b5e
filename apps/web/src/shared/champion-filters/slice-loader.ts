import { type ChampionSlice, isLanguage, type Language } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { championSliceFromSearch } from './champion-slice.ts';
import { championsMetaQuery } from './champions-meta-api.ts';

/**
 * Starts the query a page over a slice shows, from the address (its prefetch); null when the
 * address names nothing to ask for.
 */
type StartQuery = (
  slice: ChampionSlice,
  language: Language,
  params: Params,
) => Promise<void> | null;

/**
 * A route loader that starts the page's query (`start`, with the address's language, slice and
 * parameters; a role is no part of the slice) and the filters' choices together, and awaits
 * nothing; an address outside a language starts nothing.
 */
export const sliceLoader =
  (queryClient: QueryClient, start: StartQuery) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang } = params;
    if (!isLanguage(lang)) return null;
    const slice = championSliceFromSearch(new URL(request.url).searchParams);
    // Started, not awaited: the screen shows its own loading state.
    if (start(slice, lang, params) === null) return null;
    void queryClient.prefetchQuery(championsMetaQuery);
    return null;
  };

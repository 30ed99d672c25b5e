import { isLanguage, TIER_ROLES, type TierRole } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { championSliceFromSearch } from '../../shared/champion-filters/champion-slice.ts';
import { championsMetaQuery } from '../../shared/champion-filters/champions-meta-api.ts';
import { matchupQuery } from './api/matchups-api.ts';

/** The role of the address (`?role=MIDDLE`, any case); a missing or unknown one is null. */
export function roleFromSearch(search: URLSearchParams): TierRole | null {
  const role = search.get('role')?.toUpperCase() ?? '';
  return (TIER_ROLES as readonly string[]).includes(role) ? (role as TierRole) : null;
}

/**
 * Starts asking for the matchup of the address (its role and slice) and the filters' choices
 * while the page's code loads; nothing is awaited.
 */
export const matchupLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const { lang, championKey: key, enemyKey } = params;
    if (!isLanguage(lang) || !key || !enemyKey) return null;
    const search = new URL(request.url).searchParams;
    const slice = championSliceFromSearch(search);
    void queryClient.prefetchQuery(
      matchupQuery(key, enemyKey, roleFromSearch(search), slice, lang),
    );
    void queryClient.prefetchQuery(championsMetaQuery);
    return null;
  };

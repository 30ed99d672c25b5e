import type { QueryClient } from '@tanstack/react-query';
import { filtersLoader } from '../../shared/champion-filters/slice-loader.ts';
import {
  arenaAugmentQuery,
  arenaAugmentsQuery,
  arenaChampionQuery,
  arenaChampionsQuery,
} from './api/arena-api.ts';
import { arenaFiltersFromSearch } from './arena-filters.ts';

/** Starts asking for the Arena tier list of the address's filters and the region choices. */
export const arenaChampionsLoader = (queryClient: QueryClient) =>
  filtersLoader(queryClient, arenaFiltersFromSearch, (filters, language) =>
    queryClient.prefetchQuery(arenaChampionsQuery(filters, language)),
  );

/** Starts asking for the champion of the address in Arena and the region choices together. */
export const arenaChampionLoader = (queryClient: QueryClient) =>
  filtersLoader(queryClient, arenaFiltersFromSearch, (filters, language, { championKey }) =>
    championKey
      ? queryClient.prefetchQuery(arenaChampionQuery(championKey, filters, language))
      : null,
  );

/** Starts asking for every augment of the address's filters and the region choices together. */
export const arenaAugmentsLoader = (queryClient: QueryClient) =>
  filtersLoader(queryClient, arenaFiltersFromSearch, (filters, language) =>
    queryClient.prefetchQuery(arenaAugmentsQuery(filters, language)),
  );

/** Starts asking for the augment of the address and the region choices together. */
export const arenaAugmentLoader = (queryClient: QueryClient) =>
  filtersLoader(queryClient, arenaFiltersFromSearch, (filters, language, { augmentId }) =>
    augmentId ? queryClient.prefetchQuery(arenaAugmentQuery(augmentId, filters, language)) : null,
  );

/**
 * The Arena screens, each its own chunk, asked for from this small chunk, which the route asks
 * for at once for its loader: the first chunk then names none of the four screens and what they
 * share (docs/product.md, Web app: the home route's budget), and the data is still asked for
 * while a screen's code loads.
 */
export const arenaScreens = {
  list: () => import('./arena-page.tsx').then((m) => m.ArenaPage),
  champion: () => import('./arena-champion-page.tsx').then((m) => m.ArenaChampionPage),
  augments: () => import('./arena-augments-page.tsx').then((m) => m.ArenaAugmentsPage),
  augment: () => import('./arena-augment-page.tsx').then((m) => m.ArenaAugmentPage),
};

import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export const FAVORITES_KEY = ['favorites'] as const;

export const favoritesQuery = () =>
  queryOptions({
    queryKey: FAVORITES_KEY,
    queryFn: ({ signal }) => call('listFavorites', { signal }),
  });

export const removeFavorite = (id: number) => call('deleteFavorite', { params: { id } });

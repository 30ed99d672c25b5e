import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { FAVORITES_KEY } from './favorites-key.ts';

export const favoritesQuery = () =>
  queryOptions({
    queryKey: FAVORITES_KEY,
    queryFn: ({ signal }) => call('listFavorites', { signal }),
  });

export const removeFavorite = (id: number) => call('deleteFavorite', { params: { id } });

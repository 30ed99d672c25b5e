import type { Favorite } from '@riftscope/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, requestsTo, stubFetch } from '../../test/render.tsx';
import { favoritesQuery } from './favorites-api.ts';
import { useRemoveFavorite } from './use-remove-favorite.ts';

const FAVORITE: Favorite = {
  id: 3,
  summoner_id: 43,
  region: 'euw1',
  game_name: 'Baron Stealer',
  tag_line: 'EUW',
  profile_icon_id: 4_568,
  solo_rank: null,
};

async function renderWithFavorites(reply: (url: URL) => unknown) {
  const fetchMock = stubFetch(reply);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  // The list is on screen, as beside the star and on the favourites page.
  const { result } = renderHook(
    () => ({ list: useQuery(favoritesQuery()), remove: useRemoveFavorite({ onError }) }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
  return { fetchMock, result, onError };
}

describe('useRemoveFavorite', () => {
  it('deletes the favourite by id and refetches the list', async () => {
    const { fetchMock, result } = await renderWithFavorites((url) =>
      url.pathname === '/api/favorites' ? [FAVORITE] : new Response(null, { status: 204 }),
    );

    act(() => result.current.remove.mutate(FAVORITE));

    await waitFor(() => expect(requestsTo(fetchMock, '/api/favorites')).toHaveLength(2));
    expect(requestsTo(fetchMock, '/api/favorites/3')).toHaveLength(1);
  });

  it('hands a failure to the screen with the favourite and still refetches the list', async () => {
    const { fetchMock, result, onError } = await renderWithFavorites((url) =>
      url.pathname === '/api/favorites' ? [FAVORITE] : errorResponse(500),
    );

    act(() => result.current.remove.mutate(FAVORITE));

    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(onError.mock.calls[0]?.slice(0, 2)).toEqual([expect.any(Error), FAVORITE]);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/favorites')).toHaveLength(2));
  });
});

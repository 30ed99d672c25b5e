import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import { FAVORITES_KEY } from '../../../shared/favorites/favorites-key.ts';
import { toggleFavorite } from './summoner-api.ts';

/** Adds the summoner to the favourites, or takes them off; the list is refetched after each. */
export function useToggleFavorite(summonerId: number, reactions: MutationReactions<unknown> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFavorite(summonerId),
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    // The toggle stays pending until the list is fresh, so the star never flips back and forth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}

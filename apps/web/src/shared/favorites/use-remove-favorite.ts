import type { Favorite } from '@riftscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../lib/mutation-reactions.ts';
import { removeFavorite } from './favorites-api.ts';
import { FAVORITES_KEY } from './favorites-key.ts';

/** Removes a favourite; the list is refetched after each removal, whatever the answer. */
export function useRemoveFavorite(reactions: MutationReactions<unknown, Favorite> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: Favorite) => removeFavorite(favorite.id),
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}

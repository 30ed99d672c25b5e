import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import { adminNewsKeys, deleteNews, PUBLIC_NEWS_KEY } from './admin-news-api.ts';

/** Deletes a news item; the admin list and the public news are refreshed whatever the answer. */
export function useDeleteNews(reactions: MutationReactions<unknown, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    // Refreshed either way: a failure may mean someone else deleted it already.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNewsKeys.all }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_NEWS_KEY }),
      ]),
  });
}

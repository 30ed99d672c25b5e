import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import { adminNewsKeys, type NewsSave, PUBLIC_NEWS_KEY, saveNews } from './admin-news-api.ts';

/**
 * Creates or edits a news item. The screen's reaction to success comes first; the mutation then
 * stays pending until the admin list and the public news are fresh.
 */
export function useSaveNews(reactions: MutationReactions<unknown, NewsSave> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNews,
    onSuccess: async (saved, save) => {
      await reactions.onSuccess?.(saved, save);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNewsKeys.all }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_NEWS_KEY }),
      ]);
    },
    onError: reactions.onError,
  });
}

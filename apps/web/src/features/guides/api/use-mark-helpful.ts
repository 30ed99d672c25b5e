import type { Guide } from '@riftscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import { guideKeys } from './guides-api.ts';

/**
 * Marks a guide helpful as the signed-in reader (once; again is the same answer). Every copy of
 * the guide in the cache learns the new count, and the reader's own copy that they marked it.
 */
export function useMarkHelpful(
  guide: Pick<Guide, 'id'>,
  reactions: MutationReactions<{ helpful_count: number }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('markGuideHelpful', { params: { id: guide.id } }),
    onSuccess: (reply, variables) => {
      for (const query of queryClient.getQueryCache().findAll({ queryKey: guideKeys.guides })) {
        const data = query.state.data as Guide | undefined;
        if (data?.id !== guide.id) continue;
        // Only the reader's own copy (a viewer in its key) says they marked it.
        const isOwn = typeof query.queryKey[4] === 'number';
        queryClient.setQueryData<Guide>(query.queryKey, {
          ...data,
          helpful_count: reply.helpful_count,
          ...(isOwn ? { marked_helpful: true } : {}),
        });
      }
      // The lists show the count too: asked for again when next shown.
      void queryClient.invalidateQueries({ queryKey: guideKeys.lists, refetchType: 'none' });
      return reactions.onSuccess?.(reply, variables);
    },
    onError: reactions.onError,
  });
}

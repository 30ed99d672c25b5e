import type { User } from '@riftscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import { ME_QUERY_KEY } from '../../../shared/session/auth-context.tsx';
import { uploadAvatar } from './profile-api.ts';

type Uploaded = Awaited<ReturnType<typeof uploadAvatar>>;

/**
 * Uploads a new avatar. The signed-in user shows it at once; the screen's reaction runs next,
 * and the mutation stays pending until the user has been fetched again.
 */
export function useUploadAvatar(reactions: MutationReactions<Uploaded, File> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async (uploaded, file) => {
      queryClient.setQueriesData<User>({ queryKey: ME_QUERY_KEY }, (old) =>
        old ? { ...old, avatar: uploaded.avatar } : old,
      );
      await reactions.onSuccess?.(uploaded, file);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: reactions.onError,
  });
}

import type { AdminUser } from '@riftscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, isApiError } from '../../../lib/api-client.ts';
import './admin-routes.ts';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import { adminKeys } from './admin-api.ts';
import { userChanged } from './user-cache.ts';

/** Bans or unbans one user; `isSelf` marks the admin's own row, whose change refreshes the header. */
export function useToggleUserBan(
  userId: number,
  isSelf: boolean,
  reactions: MutationReactions<AdminUser> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('adminToggleBlock', { params: { id: userId } }),
    onSuccess: (updated, variables) => {
      userChanged(queryClient, updated, isSelf);
      return reactions.onSuccess?.(updated, variables);
    },
    onError: (error, variables) => {
      // A user someone else deleted leaves the lists.
      if (isApiError(error, 404)) void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      return reactions.onError?.(error, variables);
    },
  });
}

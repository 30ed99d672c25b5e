import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import './admin-routes.ts';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import { adminKeys } from './admin-api.ts';

/** Deletes one user's account; the lists and the dashboard are refreshed whatever the answer. */
export function useDeleteUser(userId: number, reactions: MutationReactions<unknown> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('adminDeleteUser', { params: { id: userId } }),
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    // Refreshed either way: a 404 means someone else deleted the user already.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}

import type { AdminUser, AdminUserUpdateBodySchema } from '@riftscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { call } from '../../../lib/api-client.ts';
import './admin-routes.ts';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import { userChanged } from './user-cache.ts';

export type UserUpdate = z.input<typeof AdminUserUpdateBodySchema>;

/** Saves one user's fields; `isSelf` marks the admin's own row, whose change refreshes the header. */
export function useUpdateUser(
  userId: number,
  isSelf: boolean,
  reactions: MutationReactions<AdminUser, UserUpdate> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdate) => call('adminUpdateUser', { params: { id: userId }, body }),
    onSuccess: (updated, body) => {
      userChanged(queryClient, updated, isSelf);
      return reactions.onSuccess?.(updated, body);
    },
    onError: reactions.onError,
  });
}

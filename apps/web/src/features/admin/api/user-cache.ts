import type { AdminUser, AdminUsersPageSchema } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { ME_QUERY_KEY } from '../../../shared/session/auth-context.tsx';
import { adminKeys } from './admin-api.ts';

type UsersPage = z.infer<typeof AdminUsersPageSchema>;

/**
 * Shows the server's answer for one user at once in every cached page, then reloads the lists
 * and the dashboard (its activity lists bans); the admin's own edit refreshes the header too.
 */
export function userChanged(queryClient: QueryClient, updated: AdminUser, isSelf: boolean): void {
  queryClient.setQueriesData<UsersPage>({ queryKey: adminKeys.users }, (page) =>
    page
      ? { ...page, data: page.data.map((user) => (user.id === updated.id ? updated : user)) }
      : page,
  );
  void queryClient.invalidateQueries({ queryKey: adminKeys.users });
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
  if (isSelf) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

import { useMutation } from '@tanstack/react-query';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import { deleteAccount } from './profile-api.ts';

/** Deletes the signed-in user's account; the password is asked again (the privacy policy's promise). */
export function useDeleteAccount(reactions: MutationReactions<unknown, { password: string }> = {}) {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
  });
}

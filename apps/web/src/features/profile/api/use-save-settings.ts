import type { Language, User } from '@riftscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import { ME_QUERY_KEY } from '../../../shared/session/auth-context.tsx';
import type { SettingsRequest } from '../settings-request.ts';
import { updateSettings } from './profile-api.ts';

export interface SettingsSave {
  request: SettingsRequest;
  /** The language before the save, to tell whether the interface has to switch. */
  previousLanguage: Language;
}

/**
 * Saves the settings. The signed-in user takes the saved fields before the screen's reaction
 * runs; a 401 (the session was revoked elsewhere) asks for the user again after it, which ends
 * the session here too.
 */
export function useSaveSettings(reactions: MutationReactions<User, SettingsSave> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request }: SettingsSave) => updateSettings(request.body),
    onSuccess: (saved, save) => {
      queryClient.setQueriesData<User>({ queryKey: ME_QUERY_KEY }, saved);
      return reactions.onSuccess?.(saved, save);
    },
    onError: (error, save) => {
      reactions.onError?.(error, save);
      if (isApiError(error, 401)) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

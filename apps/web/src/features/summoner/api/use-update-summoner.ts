import type { UpdateResponse } from '@riftscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../../lib/mutation-reactions.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { masteryKey } from './mastery-api.ts';
import { summonerKeys, updateSummoner } from './summoner-api.ts';

/**
 * Update: asks the server for what is new, then reloads profile, matches, recent summary,
 * champions (of every queue tab), top champions, rank history and mastery before the screen's reaction
 * runs, so that "updating" lasts until the new data is shown.
 */
export function useUpdateSummoner(
  player: PlayerRef,
  reactions: MutationReactions<UpdateResponse> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateSummoner(player),
    // Polling a queued Update happens inside; a failed one is for the visitor to retry.
    retry: false,
    onSuccess: async (reply, variables) => {
      await Promise.all(
        [
          summonerKeys.profile,
          summonerKeys.matches,
          summonerKeys.recent,
          summonerKeys.champions,
          summonerKeys.topChampions,
          summonerKeys.rankHistory,
          masteryKey,
        ].map((key) => queryClient.invalidateQueries({ queryKey: key(player) })),
      );
      return reactions.onSuccess?.(reply, variables);
    },
    onError: reactions.onError,
  });
}

import type { Summoner } from '@riftscope/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { backgroundRefreshQuery, summonerKeys } from './summoner-api.ts';

/**
 * Always fresh: while the profile says a background refresh is running, waits for it (the
 * Update status), then reloads everything cached about the player, so the page shows the new
 * data by itself. Returns whether the page is still waiting for it.
 */
export function useBackgroundRefresh(player: PlayerRef, summoner: Summoner): boolean {
  const queryClient = useQueryClient();
  const refresh = useQuery(
    backgroundRefreshQuery(player, summoner, () =>
      queryClient.invalidateQueries({ queryKey: summonerKeys.player(player) }),
    ),
  );
  return summoner.is_refreshing && refresh.isPending;
}

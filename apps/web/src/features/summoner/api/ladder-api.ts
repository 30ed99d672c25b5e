import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { summonerKeys } from './summoner-api.ts';

/** The player's places on their region's apex ladders, under the player's keys (an Update forgets it). */
export const ladderPlaceQuery = (player: PlayerRef) =>
  queryOptions({
    queryKey: [...summonerKeys.player(player), 'ladder'] as const,
    queryFn: ({ signal }) =>
      call('getPlayerLadder', {
        params: { region: player.region, gameName: player.gameName, tagLine: player.tagLine },
        signal,
      }),
    retry: false,
  });

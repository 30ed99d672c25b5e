import type { Language } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';

export const liveKeys = {
  game: ({ region, gameName, tagLine }: PlayerRef, language: Language) =>
    ['live-game', region, gameName.toLowerCase(), tagLine.toLowerCase(), language] as const,
};

/**
 * The player's current game, names in `language`. A 404 means "not in a game", which another
 * try would not change, so it is not retried (docs/product.md, Loading and caching).
 */
export const liveGameQuery = (player: PlayerRef, language: Language) =>
  queryOptions({
    queryKey: liveKeys.game(player, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getLiveGame', {
        params: { region: player.region, gameName: player.gameName, tagLine: player.tagLine },
        query: { lang: language },
        signal,
      }),
    retry: false,
    staleTime: 30_000,
  });

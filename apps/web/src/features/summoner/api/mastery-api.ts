import type { Language } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { summonerKeys } from './summoner-api.ts';

/** The player's masteries in every language; with a language, in that one. Under the player's keys. */
export const masteryKey = (player: PlayerRef, language?: Language) =>
  [...summonerKeys.player(player), 'mastery', ...(language ? [language] : [])] as const;

/**
 * The player's champion masteries, most points first: the Mastery tab and the profile card's top
 * three read the same answer. Waits for the profile (its puuid), as the other panels do.
 */
export const masteryQuery = (player: PlayerRef, puuid: string | undefined, language: Language) =>
  queryOptions({
    queryKey: masteryKey(player, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getPlayerMastery', {
        params: { region: player.region, gameName: player.gameName, tagLine: player.tagLine },
        query: { lang: language },
        signal,
      }),
    enabled: Boolean(puuid),
    retry: false,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-1) === language ? previous : undefined,
  });

import type { Language, Region } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Best players are kept a minute on the server; as long here. */
const BEST_PLAYERS_CACHE_MS = 60_000;

export const bestPlayersQuery = (key: string, region: Region | null, language: Language) =>
  queryOptions({
    queryKey: ['champions', 'best-players', key, region, language] as const,
    queryFn: ({ signal }) =>
      call('listBestPlayers', {
        params: { championKey: key },
        query: { ...(region ? { region } : {}), lang: language },
        signal,
      }),
    staleTime: BEST_PLAYERS_CACHE_MS,
    retry: false,
  });

import type { Language } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { TIMELINE_CACHE_MS } from './timeline-api.ts';

export const buildKeys = {
  build: (matchId: string, puuid: string, language: Language) =>
    ['matches', matchId, 'build', puuid, language] as const,
};

/** One player's items, skill order and runes in a match; kept as long as the timeline it comes from. */
export const buildQuery = (matchId: string, puuid: string, language: Language) =>
  queryOptions({
    queryKey: buildKeys.build(matchId, puuid, language),
    queryFn: ({ signal }) =>
      call('getMatchBuild', { params: { matchId, puuid }, query: { lang: language }, signal }),
    staleTime: TIMELINE_CACHE_MS,
    gcTime: TIMELINE_CACHE_MS,
  });

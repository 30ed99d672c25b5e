import type { Language } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** A match's timeline never changes once the game is over: it stays for an hour (docs/product.md, Constants). */
export const TIMELINE_CACHE_MS = 60 * 60_000;

export const timelineKeys = {
  timeline: (matchId: string, puuid: string, language: Language) =>
    ['matches', matchId, 'timeline', puuid, language] as const,
};

/** The minute-by-minute timeline of `matchId` as the player `puuid` views it, names in `language`. */
export const matchTimelineQuery = (matchId: string, puuid: string, language: Language) =>
  queryOptions({
    queryKey: timelineKeys.timeline(matchId, puuid, language),
    queryFn: ({ signal }) =>
      call('getMatchTimeline', { params: { matchId, puuid }, query: { lang: language }, signal }),
    staleTime: TIMELINE_CACHE_MS,
    gcTime: TIMELINE_CACHE_MS,
  });

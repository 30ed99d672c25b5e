import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { TIMELINE_CACHE_MS } from './timeline-api.ts';

export const matchAnalysisKeys = {
  analysis: (matchId: string) => ['matches', matchId, 'analysis'] as const,
};

/**
 * A match's lanes and team analysis (no names: one answer for every language). Once it rests on
 * the stored timeline it never changes and stays as long as a timeline; until then it is asked
 * again when the details are next shown, so the figures appear after the timeline is opened.
 */
export const matchAnalysisQuery = (matchId: string) =>
  queryOptions({
    queryKey: matchAnalysisKeys.analysis(matchId),
    queryFn: ({ signal }) => call('getMatchAnalysis', { params: { matchId }, signal }),
    staleTime: (query) => (query.state.data?.timeline ? TIMELINE_CACHE_MS : 0),
    gcTime: TIMELINE_CACHE_MS,
  });

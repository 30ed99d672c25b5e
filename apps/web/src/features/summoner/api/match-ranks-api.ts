import { MATCH_RANKS_POLL_LIMIT_MS, MATCH_RANKS_POLL_MS } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The most times an open scoreboard asks again while its players' ranks are being read. */
const MAX_POLLS = Math.ceil(MATCH_RANKS_POLL_LIMIT_MS / MATCH_RANKS_POLL_MS);

export const matchRanksKey = (matchId: string) => ['match', matchId, 'ranks'] as const;

/**
 * Every player's Solo/Duo rank in a match (docs/player-page.md, Everyone's rank in a match).
 * While the server reads unknown players' ranks from Riot it says so, and the scoreboard asks
 * again every two seconds, for half a minute at most; those still unknown then stay "rank
 * unknown" until the match is opened again.
 */
export const matchRanksQuery = (matchId: string) =>
  queryOptions({
    queryKey: matchRanksKey(matchId),
    queryFn: ({ signal }) => call('listMatchRanks', { params: { matchId }, signal }),
    staleTime: 60_000,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.is_fetching && query.state.dataUpdateCount <= MAX_POLLS
        ? MATCH_RANKS_POLL_MS
        : false,
  });

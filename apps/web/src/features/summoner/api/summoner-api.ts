import {
  hasNextPage,
  LIVE_STATUS_POLL_MS,
  MATCH_PAGE_SIZE,
  type Region,
  UPDATE_POLL_LIMIT_MS,
  UPDATE_POLL_MS,
  type UpdateResponse,
} from '@riftscope/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';

export const summonerKeys = {
  /** Everything cached about one player, whatever the part. */
  player: ({ region, gameName, tagLine }: PlayerRef) =>
    ['summoner', region, gameName.toLowerCase(), tagLine.toLowerCase()] as const,
  profile: (player: PlayerRef) => [...summonerKeys.player(player), 'profile'] as const,
  matches: (player: PlayerRef) => [...summonerKeys.player(player), 'matches'] as const,
  topChampions: (player: PlayerRef) => [...summonerKeys.player(player), 'top-champions'] as const,
  friends: (player: PlayerRef) => [...summonerKeys.player(player), 'friends'] as const,
  liveStatus: (puuid: string, region: Region) => ['live-status', region, puuid] as const,
  participants: (matchId: string) => ['match', matchId, 'participants'] as const,
};

const playerParams = ({ region, gameName, tagLine }: PlayerRef) => ({ region, gameName, tagLine });

/** Profile and ranked standing; asks Riot first when the player is not stored yet. */
export const summonerQuery = (player: PlayerRef) =>
  queryOptions({
    queryKey: summonerKeys.profile(player),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) => call('getSummoner', { params: playerParams(player), signal }),
  });

/** The player's matches, newest first, ten a page (SPEC.md §9). */
export const matchesQuery = (player: PlayerRef) =>
  infiniteQueryOptions({
    queryKey: summonerKeys.matches(player),
    ...STARTED_BY_LOADER,
    queryFn: ({ pageParam, signal }) =>
      call('listSummonerMatches', {
        params: { gameName: player.gameName, tagLine: player.tagLine },
        query: { page: pageParam, perPage: MATCH_PAGE_SIZE, region: player.region },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.current_page + 1 : undefined),
  });

/** Most played champions; waits for the profile (its puuid) and is not retried (SPEC.md §4, §5). */
export const topChampionsQuery = (player: PlayerRef, puuid: string | undefined) =>
  queryOptions({
    queryKey: summonerKeys.topChampions(player),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) => call('listTopChampions', { params: playerParams(player), signal }),
    enabled: Boolean(puuid),
    retry: false,
  });

/** Frequent teammates; waits for the profile (its puuid) and is not retried (SPEC.md §4, §5). */
export const friendsQuery = (player: PlayerRef, puuid: string | undefined) =>
  queryOptions({
    queryKey: summonerKeys.friends(player),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) => call('listFriends', { params: playerParams(player), signal }),
    enabled: Boolean(puuid),
    retry: false,
  });

/** Whether the player is in a game: polled every minute and on window focus (SPEC.md §4). */
export const liveStatusQuery = (puuid: string | undefined, region: Region) =>
  queryOptions({
    queryKey: summonerKeys.liveStatus(puuid ?? '', region),
    queryFn: ({ signal }) =>
      call('getLiveStatus', { params: { puuid: puuid ?? '', region }, signal }),
    enabled: Boolean(puuid),
    retry: false,
    staleTime: 0,
    refetchInterval: LIVE_STATUS_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** The ten players of a match; a stored match does not change, so it is asked for once. */
export const participantsQuery = (matchId: string) =>
  queryOptions({
    queryKey: summonerKeys.participants(matchId),
    queryFn: ({ signal }) => call('listMatchParticipants', { params: { matchId }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches what is new for the player from Riot, or fails with 429 during the cooldown. The
 * server answers 202: 'done' when it fetched before answering, 'queued' when a worker will;
 * then the status is asked every second until the Update is done (or failed, or two minutes
 * have passed, which also counts as a failure).
 */
export async function updateSummoner(player: PlayerRef, wait = pause): Promise<UpdateResponse> {
  const params = playerParams(player);
  let reply = await call('updateSummoner', { params });
  const deadline = Date.now() + UPDATE_POLL_LIMIT_MS;
  while (reply.status === 'queued' || reply.status === 'running') {
    if (Date.now() > deadline) throw new Error('The update did not finish in time');
    await wait(UPDATE_POLL_MS);
    reply = await call('getUpdateStatus', { params });
  }
  if (reply.status === 'failed') throw new Error('The update failed');
  return reply;
}

/** Adds the summoner (by summoner id) to the signed-in user's favourites, or removes them. */
export const toggleFavorite = (summonerId: number) =>
  call('toggleFavorite', { params: { id: summonerId } });

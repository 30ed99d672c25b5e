import {
  hasNextPage,
  type Language,
  LIVE_STATUS_POLL_MS,
  MATCH_PAGE_SIZE,
  type MatchListItem,
  type MatchListPage,
  type QueueFilter,
  type RankedPair,
  type RankHistoryQueue,
  type Region,
  type Summoner,
  UPDATE_POLL_LIMIT_MS,
  UPDATE_POLL_MS,
  type UpdateResponse,
} from '@riftscope/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';

/*
 * Answers with champion, item, rune or spell names are cached per language, the language last in
 * the key: a prefix without it (what an Update invalidates) reaches every language's entries.
 */
export const summonerKeys = {
  /** Everything cached about one player, whatever the part. */
  player: ({ region, gameName, tagLine }: PlayerRef) =>
    ['summoner', region, gameName.toLowerCase(), tagLine.toLowerCase()] as const,
  profile: (player: PlayerRef) => [...summonerKeys.player(player), 'profile'] as const,
  /** Match pages of every queue tab; with a queue and language, that tab's in that language. */
  matches: (player: PlayerRef, ...tab: [] | [queue: QueueFilter, language: Language]) =>
    [...summonerKeys.player(player), 'matches', ...tab] as const,
  /** Recent-games summaries of every queue tab; with a queue and language, that tab's. */
  recent: (player: PlayerRef, ...tab: [] | [queue: QueueFilter, language: Language]) =>
    [...summonerKeys.player(player), 'recent', ...tab] as const,
  /**
   * Champion tables of every queue and season; with a queue, season and language, that queue's
   * table in one season (by default the latest).
   */
  champions: (
    player: PlayerRef,
    ...table: [] | [queue: QueueFilter, season: number | undefined, language: Language]
  ) =>
    [
      ...summonerKeys.player(player),
      'champions',
      ...(table.length === 0 ? [] : ([table[0], table[1] ?? 'latest', table[2]] as const)),
    ] as const,
  /** Most played champions in every language; with a language, in that one. */
  topChampions: (player: PlayerRef, language?: Language) =>
    [...summonerKeys.player(player), 'top-champions', ...(language ? [language] : [])] as const,
  friends: (player: PlayerRef) => [...summonerKeys.player(player), 'friends'] as const,
  /** Rank histories of both ranked queues; with a queue, that queue's. */
  rankHistory: (player: PlayerRef, queue?: RankHistoryQueue) =>
    [...summonerKeys.player(player), 'rank-history', ...(queue ? [queue] : [])] as const,
  /** Past seasons: under the rank histories' prefix, so that an Update reloads them together. */
  seasons: (player: PlayerRef) => [...summonerKeys.rankHistory(player), 'seasons'] as const,
  /**
   * The wait for a background refresh of the profile as of `updatedAt`. Outside the player's
   * keys, so that reloading them when it is done does not start the wait again.
   */
  refresh: (player: PlayerRef, updatedAt: string | null) =>
    ['summoner-refresh', ...summonerKeys.player(player).slice(1), updatedAt] as const,
  liveStatus: (puuid: string, region: Region) => ['live-status', region, puuid] as const,
  participants: (matchId: string, language: Language) =>
    ['match', matchId, 'participants', language] as const,
};

const playerParams = ({ region, gameName, tagLine }: PlayerRef) => ({ region, gameName, tagLine });

/** All is the API's default: left out, the unfiltered addresses stay as they were (and cached). */
const queueParam = (queue: QueueFilter) => (queue === 'all' ? {} : { queue });

/** Profile and ranked standing; asks Riot first when the player is not stored yet. */
export const summonerQuery = (player: PlayerRef) =>
  queryOptions({
    queryKey: summonerKeys.profile(player),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) => call('getSummoner', { params: playerParams(player), signal }),
  });

/** The player's matches of a queue tab, newest first, ten a page (docs/product.md, Constants). */
export const matchesQuery = (player: PlayerRef, queue: QueueFilter, language: Language) =>
  infiniteQueryOptions({
    queryKey: summonerKeys.matches(player, queue, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ pageParam, signal }) =>
      call('listSummonerMatches', {
        params: { gameName: player.gameName, tagLine: player.tagLine },
        query: {
          page: pageParam,
          perPage: MATCH_PAGE_SIZE,
          region: player.region,
          ...queueParam(queue),
          lang: language,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextMatchPage,
  });

/**
 * The page to ask for next. A short page that is not the last one is a queue tab's page the
 * server could fill only partly from stored matches while it fetched older ones from Riot:
 * asking for it again gets it filled, and `uniqueMatches` drops the rows seen twice.
 */
export function nextMatchPage(last: MatchListPage): number | undefined {
  if (!hasNextPage(last)) return undefined;
  return last.data.length < last.per_page ? last.current_page : last.current_page + 1;
}

/** The loaded pages as one list, each match once (a refilled page repeats rows). */
export function uniqueMatches(pages: readonly MatchListPage[]): MatchListItem[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.data)
    .filter((item) => !seen.has(item.match_id) && Boolean(seen.add(item.match_id)));
}

/** How often top champions are asked again while the season's older games are imported. */
export const TOP_CHAMPIONS_IMPORT_POLL_MS = 4_000;

/**
 * Most played champions; waits for the profile (its puuid) and is not retried (docs/product.md, Loading and caching).
 * Asked again every few seconds while the server imports the season's older games.
 */
export const topChampionsQuery = (
  player: PlayerRef,
  puuid: string | undefined,
  language: Language,
) =>
  queryOptions({
    queryKey: summonerKeys.topChampions(player, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getTopChampionsPanel', {
        params: playerParams(player),
        query: { lang: language },
        signal,
      }),
    enabled: Boolean(puuid),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.is_importing ? TOP_CHAMPIONS_IMPORT_POLL_MS : false,
  });

/** The player's last games of a queue tab in figures (docs/player-page.md); asked for once the profile is there. */
export const recentSummaryQuery = (player: PlayerRef, queue: QueueFilter, language: Language) =>
  queryOptions({
    queryKey: summonerKeys.recent(player, queue, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getRecentSummary', {
        params: playerParams(player),
        query: { ...queueParam(queue), lang: language },
        signal,
      }),
  });

/**
 * The player's champions in a queue tab and season (by default the latest they played in). The
 * table of the last choice stays on screen while the next arrives, marked busy, so that the
 * season select keeps its place and focus; not after a language switch, as its names would be
 * in the language left.
 */
export const playerChampionsQuery = (
  player: PlayerRef,
  queue: QueueFilter,
  season: number | undefined,
  language: Language,
) =>
  queryOptions({
    queryKey: summonerKeys.champions(player, queue, season, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('listPlayerChampions', {
        params: playerParams(player),
        query: {
          ...queueParam(queue),
          ...(season === undefined ? {} : { season }),
          lang: language,
        },
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-1) === language ? previous : undefined,
  });

/** Frequent teammates; waits for the profile (its puuid) and is not retried (docs/product.md, Loading and caching). */
export const friendsQuery = (player: PlayerRef, puuid: string | undefined) =>
  queryOptions({
    queryKey: summonerKeys.friends(player),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) => call('listFriends', { params: playerParams(player), signal }),
    enabled: Boolean(puuid),
    retry: false,
  });

/** The queue the LP graph opens on: Flex for a player ranked only in Flex, else Solo Queue. */
export const firstRankHistoryQueue = ([solo, flex]: RankedPair): RankHistoryQueue =>
  solo === null && flex !== null ? 'flex' : 'solo';

/** The player's standings in a ranked queue as RiftScope saw them over time, oldest first. */
export const rankHistoryQuery = (player: PlayerRef, queue: RankHistoryQueue) =>
  queryOptions({
    queryKey: summonerKeys.rankHistory(player, queue),
    queryFn: ({ signal }) =>
      call('getRankHistory', { params: playerParams(player), query: { queue }, signal }),
  });

/** The last entry RiftScope saw of the player in each past season, per queue. */
export const seasonHistoryQuery = (player: PlayerRef) =>
  queryOptions({
    queryKey: summonerKeys.seasons(player),
    queryFn: ({ signal }) => call('getSeasonHistory', { params: playerParams(player), signal }),
  });

/** Whether the player is in a game: polled every minute and on window focus (docs/product.md, Loading and caching). */
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
export const participantsQuery = (matchId: string, language: Language) =>
  queryOptions({
    queryKey: summonerKeys.participants(matchId, language),
    queryFn: ({ signal }) =>
      call('listMatchParticipants', { params: { matchId }, query: { lang: language }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks for the status of the player's pending refresh every second until it is done (or failed,
 * or two minutes have passed, which also counts as a failure), starting from `reply`.
 */
async function untilFinished(
  player: PlayerRef,
  first: UpdateResponse,
  wait: typeof pause,
  signal?: AbortSignal,
): Promise<UpdateResponse> {
  const params = playerParams(player);
  let reply = first;
  const deadline = Date.now() + UPDATE_POLL_LIMIT_MS;
  while (reply.status === 'queued' || reply.status === 'running') {
    if (Date.now() > deadline) throw new Error('The update did not finish in time');
    await wait(UPDATE_POLL_MS);
    reply = await call('getUpdateStatus', { params, signal });
  }
  if (reply.status === 'failed') throw new Error('The update failed');
  return reply;
}

/**
 * Fetches what is new for the player from Riot, or fails with 429 during the cooldown. The
 * server answers 202: 'done' when it fetched before answering, 'queued' when a worker will;
 * then the status is polled until the Update is done.
 */
export async function updateSummoner(player: PlayerRef, wait = pause): Promise<UpdateResponse> {
  return untilFinished(
    player,
    await call('updateSummoner', { params: playerParams(player) }),
    wait,
  );
}

/**
 * The background refresh the server began when it answered a profile with `is_refreshing`:
 * polled like an Update until it is done, then `reload` (the player's queries) runs, and the
 * wait lasts until the new data is there. Once per profile answer; not retried, as a failed
 * refresh leaves the page as it was.
 */
export const backgroundRefreshQuery = (
  player: PlayerRef,
  summoner: Summoner,
  reload: () => Promise<void>,
) =>
  queryOptions({
    queryKey: summonerKeys.refresh(player, summoner.updated_at),
    queryFn: async ({ signal }) => {
      const params = playerParams(player);
      const reply = await untilFinished(
        player,
        await call('getUpdateStatus', { params, signal }),
        pause,
        signal,
      );
      await reload();
      return reply;
    },
    enabled: summoner.is_refreshing,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Adds the summoner (by summoner id) to the signed-in user's favourites, or removes them. */
export const toggleFavorite = (summonerId: number) =>
  call('toggleFavorite', { params: { id: summonerId } });

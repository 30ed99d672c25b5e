import type { Language, MultiSearchQueue, Region } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';

/** A name of the pasted text that the search answered `pending`: fetched on its own. */
export interface PendingPlayer {
  region: Region;
  gameName: string;
  tagLine: string;
}

export const multiSearchKeys = {
  /** The answer for one pasted text in one region and queue, names in one language. */
  search: (region: Region, text: string, queue: MultiSearchQueue, language: Language) =>
    ['multisearch', 'search', region, text, queue, language] as const,
  /** One column fetched by itself; a Riot ID is the same player in any case. */
  player: (
    { region, gameName, tagLine }: PendingPlayer,
    queue: MultiSearchQueue,
    language: Language,
  ) =>
    [
      'multisearch',
      'player',
      region,
      gameName.toLowerCase(),
      tagLine.toLowerCase(),
      queue,
      language,
    ] as const,
};

/**
 * The players named in `text`, their columns describing `queue`: stored ones with their column,
 * the others to fetch one by one. A text without a name is answered 422 (not retried, like
 * every 4xx but 408 and 429).
 */
export const multiSearchQuery = (
  region: Region,
  text: string,
  queue: MultiSearchQueue,
  language: Language,
) =>
  queryOptions({
    queryKey: multiSearchKeys.search(region, text, queue, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('searchMulti', { query: { region, q: text, queue, lang: language }, signal }),
  });

/**
 * One player the search did not have stored, fetched from Riot through the server's queue. Not
 * retried by itself: each try may spend the address's quota of new players and the Riot budget,
 * and a 404 or 429 would not change; the column offers a retry button instead.
 */
export const multiSearchPlayerQuery = (
  player: PendingPlayer,
  queue: MultiSearchQueue,
  language: Language,
) =>
  queryOptions({
    queryKey: multiSearchKeys.player(player, queue, language),
    queryFn: ({ signal }) =>
      call('getMultiSearchPlayer', {
        params: { region: player.region, gameName: player.gameName, tagLine: player.tagLine },
        query: { queue, lang: language },
        signal,
      }),
    retry: false,
  });

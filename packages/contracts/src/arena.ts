/*
 * Arena (queue 1700): sixteen players in eight duos, each duo placed 1st to 8th
 * (docs/champion-analytics.md, Arena).
 */

/** The Arena queue the pages read: the standing mode (1710 and 1750 are events of it). */
export const ARENA_QUEUE = 1700;

/** Places a duo can finish in: 1st to 8th. */
export const ARENA_PLACES = 8;

/** Players of an Arena game: eight duos. */
export const ARENA_PLAYERS = 16;

/** A place that counts as a top-four finish: the half of the lobby Riot marks as a win. */
export const ARENA_TOP_PLACES = 4;

/** Augments, items and partners a champion's page lists, most games first. */
export const ARENA_LIST_MAX = 20;

/** Champions an augment's page lists, most games first. */
export const ARENA_AUGMENT_CHAMPIONS_MAX = 20;

/** The Arena pages' query string: a patch and a region, in that order, each when not the default. */
function arenaSearch(search: ArenaSearch): string {
  const params = new URLSearchParams();
  if (search.patch) params.set('patch', search.patch);
  if (search.region) params.set('region', search.region);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What an Arena address names besides its page: a patch (absent: the newest) and a region. */
export interface ArenaSearch {
  patch?: string | undefined;
  region?: string | undefined;
}

/** `/arena` with its filters: the Arena tier list's path after the language. */
export const arenaPagePath = (search: ArenaSearch = {}) => `/arena${arenaSearch(search)}`;

/** `/arena/{championKey}` with its filters: a champion's Arena page after the language. */
export const arenaChampionPagePath = (championKey: string, search: ArenaSearch = {}) =>
  `/arena/${championKey}${arenaSearch(search)}`;

/** `/arena/augments` with its filters: the augment list's path after the language. */
export const arenaAugmentsPagePath = (search: ArenaSearch = {}) =>
  `/arena/augments${arenaSearch(search)}`;

/** `/arena/augments/{augmentId}` with its filters: an augment's page after the language. */
export const arenaAugmentPagePath = (augmentId: number, search: ArenaSearch = {}) =>
  `/arena/augments/${augmentId}${arenaSearch(search)}`;

import { RANKED_QUEUES, type RankedQueue } from './ranked-queues.ts';

/** The ladders' queues (`?queue=` of the ladder answer): the ranked queues. */
export const LADDER_QUEUES = RANKED_QUEUES;
export type LadderQueue = RankedQueue;

/** Rows of a ladder page. */
export const LADDER_PAGE_SIZE = 100;

/** Most-played champions a ladder row lists, from the player's stored games. */
export const LADDER_CHAMPIONS = 3;

/** A ladder is read again from league-v4 once it is older than this (docs/player-page.md, Ladders). */
export const LADDER_MAX_AGE_MS = 30 * 60_000;

/**
 * Best players on a champion: stored players whose current Solo/Duo entry is at least this tier,
 * with at least BEST_PLAYERS_MIN_GAMES stored Solo/Duo games on it this season.
 */
export const BEST_PLAYERS_MIN_TIER = 'DIAMOND';
export const BEST_PLAYERS_MIN_GAMES = 5;
/** Players the champion page lists. */
export const BEST_PLAYERS_LIMIT = 10;

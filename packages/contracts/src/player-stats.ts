import { RANKED_QUEUES, type RankedQueue } from './ranked-queues.ts';

/** The recent-games summary covers the player's last this-many games of a queue, remakes left out. */
export const RECENT_GAMES = 20;

/** Most played champions the recent-games summary lists. */
export const RECENT_CHAMPIONS = 3;

/** Lane roles in lane order, as stored (CARRY is the bottom lane, as in the tier list). */
export const PLAYER_ROLES = ['TOP', 'JUNGLE', 'MIDDLE', 'CARRY', 'SUPPORT'] as const;
export type PlayerRole = (typeof PLAYER_ROLES)[number];

/** Ranked queues with a rank history (`?queue=` of the rank-history answer): the ranked queues. */
export const RANK_HISTORY_QUEUES = RANKED_QUEUES;
export type RankHistoryQueue = RankedQueue;

/** A profile whose data is older than this is refreshed from Riot in the background when opened. */
export const PROFILE_REFRESH_AGE_MS = 10 * 60_000;

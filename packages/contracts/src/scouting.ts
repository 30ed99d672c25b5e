import { PLAYER_ROLES, type PlayerRole } from './player-stats.ts';

/** Recent ranked form covers the player's newest this-many stored ranked games, remakes left out. */
export const RANKED_FORM_GAMES = 20;

/** Champions a multi-search column's pool lists, most games first. */
export const POOL_CHAMPIONS = 5;

/** A second role is named when it has at least this percentage of the games with a role. */
export const SECONDARY_ROLE_MIN_SHARE = 20;

/** Multi-search's queue switch (`?queue=`): Solo/Duo by default, Flex, or every queue. */
export const MULTISEARCH_QUEUES = ['solo', 'flex', 'all'] as const;
export type MultiSearchQueue = (typeof MULTISEARCH_QUEUES)[number];
export const DEFAULT_MULTISEARCH_QUEUE: MultiSearchQueue = 'solo';

/**
 * The main role (most games; lane order among equals) and the secondary one (the next, when it
 * has at least SECONDARY_ROLE_MIN_SHARE % of the games with a role) of games by role.
 */
export function mainRoles(games: Partial<Record<PlayerRole, number>>): {
  main: PlayerRole | null;
  secondary: PlayerRole | null;
} {
  const counted = PLAYER_ROLES.reduce((n, r) => n + (games[r] ?? 0), 0);
  const [first, second] = PLAYER_ROLES.filter((r) => (games[r] ?? 0) > 0).toSorted(
    (a, b) =>
      (games[b] ?? 0) - (games[a] ?? 0) || PLAYER_ROLES.indexOf(a) - PLAYER_ROLES.indexOf(b),
  );
  const isSecondary =
    second !== undefined && (100 * (games[second] ?? 0)) / counted >= SECONDARY_ROLE_MIN_SHARE;
  return { main: first ?? null, secondary: isSecondary ? second : null };
}

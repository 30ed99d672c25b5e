import { PLAYER_ROLES, type PlayerRole } from './player-stats.ts';

/**
 * Inferring who plays which lane in a live game (docs/player-page.md, Lanes face to face).
 * Spectator-v5 names no roles, so the live page infers one role for each of a team's five
 * players from what we know, and says that the roles are inferred:
 *
 * - **Smite** (summoner spell 11) marks the jungler;
 * - **the champion's role distribution** in our aggregates (share of its games in each role);
 * - **the player's own role history** (share of their recent ranked games in each role), read
 *   only when at least ROLE_HISTORY_MIN_GAMES of them are stored.
 *
 * The rule: every one of the 120 ways to give the five players the five roles is scored, and the
 * best wins. A player's score in a role is SMITE_JUNGLE_WEIGHT when they carry Smite and the role
 * is the jungle, plus the champion's share of games in that role, plus PLAYER_HISTORY_WEIGHT × the
 * player's share of games in that role. Smite outweighs every share: moving a Smite player into
 * the jungle and its player into the Smite player's role changes two players' shares, each by at
 * most 1 + PLAYER_HISTORY_WEIGHT, so SMITE_JUNGLE_WEIGHT is more than twice that, and a lone Smite
 * is always the jungler; of two Smites, one is the jungler and the shares decide which (and where
 * the other plays). Equal scores go to the assignment that comes first when the
 * assignments are listed in lane order of the players as Riot listed them, so the answer never
 * varies between two reads of one game.
 */

/** Riot's summoner spell id of Smite. */
export const SMITE_SPELL_ID = 11;

/** Players a team needs for roles to be inferred: Summoner's Rift's five. */
export const ROLE_TEAM_SIZE = PLAYER_ROLES.length;

/** How much a player's own history counts beside the champion's distribution. */
export const PLAYER_HISTORY_WEIGHT = 1;

/**
 * What Smite adds to the jungle: more than the shares of two players can change when they swap
 * roles (2 × (1 + PLAYER_HISTORY_WEIGHT)), so no share can keep a lone Smite out of the jungle.
 */
export const SMITE_JUNGLE_WEIGHT = 2 * (1 + PLAYER_HISTORY_WEIGHT) + 1;

/** A player's history counts only with at least this many stored ranked games with a role. */
export const ROLE_HISTORY_MIN_GAMES = 5;

/** Shares of games by role, each 0..1; a missing role is 0. */
export type RoleShares = Partial<Record<PlayerRole, number>>;

/** What the rule reads of one player. */
export interface RoleCandidate {
  hasSmite: boolean;
  /** The champion's share of games in each role in our aggregates; empty when unknown. */
  champion: RoleShares;
  /** The player's games in each role among their recent stored ranked games. */
  history: Partial<Record<PlayerRole, number>>;
}

/**
 * One role per player, in the players' order: a permutation of PLAYER_ROLES. Null unless the
 * team has exactly ROLE_TEAM_SIZE players.
 */
export function inferRoles(team: readonly RoleCandidate[]): PlayerRole[] | null {
  if (team.length !== ROLE_TEAM_SIZE) return null;
  const scores = team.map((player) => PLAYER_ROLES.map((role) => roleScore(player, role)));
  let best: PlayerRole[] | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const order of permutations(PLAYER_ROLES.length)) {
    const total = order.reduce(
      (sum, roleIndex, player) => sum + (scores[player]?.[roleIndex] ?? 0),
      0,
    );
    // Strictly better only: the first of equals (in listing order) stays.
    if (total > bestScore + 1e-9) {
      bestScore = total;
      best = order.map((roleIndex) => PLAYER_ROLES[roleIndex] as PlayerRole);
    }
  }
  return best;
}

/** The player's score in a role (see the rule above). */
export function roleScore(player: RoleCandidate, role: PlayerRole): number {
  const smite = player.hasSmite && role === 'JUNGLE' ? SMITE_JUNGLE_WEIGHT : 0;
  const champion = player.champion[role] ?? 0;
  const counted = PLAYER_ROLES.reduce((n, r) => n + (player.history[r] ?? 0), 0);
  const history = counted >= ROLE_HISTORY_MIN_GAMES ? (player.history[role] ?? 0) / counted : 0;
  return smite + champion + PLAYER_HISTORY_WEIGHT * history;
}

/** Every ordering of 0..n-1, in lexicographic order. */
function* permutations(n: number): Generator<number[]> {
  const rest = (used: number[]): number[][] =>
    used.length === n
      ? [used]
      : Array.from({ length: n }, (_, i) => i)
          .filter((i) => !used.includes(i))
          .flatMap((i) => rest([...used, i]));
  yield* rest([]);
}

import { PREMADE_MIN_GAMES } from '@riftscope/contracts';

/** How often another player of the live game was with `puuid` in `puuid`'s recent stored games. */
export interface PairTally {
  /** The player whose recent games were counted. */
  puuid: string;
  /** Another player of the live game found in those games. */
  mate: string;
  /** Games with the two on the same team (Arena: the same duo). */
  sameTeam: number;
  /** Games with the two against each other. */
  opposite: number;
}

const pairKey = (puuid: string, mate: string) => `${puuid}\u0000${mate}`;

/** The root of `puuid` in a union-find forest, pointing each player passed straight at it. */
function rootOf(parents: Map<string, string>, puuid: string): string {
  const parent = parents.get(puuid) ?? puuid;
  if (parent === puuid) return puuid;
  const root = rootOf(parents, parent);
  parents.set(puuid, root);
  return root;
}

/**
 * Premade groups of a live game (contracts' PREMADE_MIN_GAMES rule). Two players of one team are
 * linked when, counted in each one's recent games (`tallies` has both directions), they were on
 * the same team at least PREMADE_MIN_GAMES times and never against each other: one side's games
 * alone would link a stored player to anyone who happened to share a few of them. A group is a
 * connected component of those links, so a duo and a third who queued with only one of them
 * still share a colour. Groups are numbered 1, 2… in the order their first player appears in
 * `teams` (blue, then red; participant order); players in no group are missing from the answer.
 * `null` stands for a bot, which is never in a group.
 */
export function premadeGroups(
  teams: readonly (readonly (string | null)[])[],
  tallies: readonly PairTally[],
): Map<string, number> {
  const byPair = new Map(tallies.map((t) => [pairKey(t.puuid, t.mate), t]));
  const isQueuedWith = (puuid: string, mate: string) => {
    const tally = byPair.get(pairKey(puuid, mate));
    return tally !== undefined && tally.sameTeam >= PREMADE_MIN_GAMES && tally.opposite === 0;
  };

  const parents = new Map<string, string>();
  const linked = new Set<string>();
  for (const team of teams) {
    const players = team.filter((p): p is string => p !== null);
    for (const [i, a] of players.entries()) {
      for (const b of players.slice(i + 1)) {
        if (!isQueuedWith(a, b) || !isQueuedWith(b, a)) continue;
        parents.set(rootOf(parents, a), rootOf(parents, b));
        linked.add(a);
        linked.add(b);
      }
    }
  }

  const numbers = new Map<string, number>();
  const groups = new Map<string, number>();
  for (const puuid of teams.flat()) {
    if (puuid === null || !linked.has(puuid)) continue;
    const root = rootOf(parents, puuid);
    const group = numbers.get(root) ?? numbers.size + 1;
    numbers.set(root, group);
    groups.set(puuid, group);
  }
  return groups;
}

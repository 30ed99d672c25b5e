import {
  type MultiSearchPlayer,
  type PlayerRole,
  type RankedEntry,
  winRate,
} from '@riftscope/contracts';

type Roles = MultiSearchPlayer['recent']['roles'];

/**
 * The role of most of the recent games; the first in lane order on a tie. Null when none of the
 * games had a lane (ARAM and other modes without roles).
 */
export function mainRole(roles: Roles): PlayerRole | null {
  let main: Roles[number] | null = null;
  for (const entry of roles) if (entry.games > 0 && entry.games > (main?.games ?? 0)) main = entry;
  return main?.role ?? null;
}

/** The season's games and win rate of a ranked standing (wins / (wins + losses)). */
export function seasonRecord(entry: Pick<RankedEntry, 'wins' | 'losses'>) {
  const games = entry.wins + entry.losses;
  return { games, winRate: winRate(entry.wins, games) };
}

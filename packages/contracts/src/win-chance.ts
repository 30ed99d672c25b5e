import type { RankedEntry } from './summoners.schema.ts';
import type { RankedTier } from './summoners.ts';

/** Tier values of the win-chance estimate (docs/product.md, Live game). */
export const TIER_VALUES = {
  IRON: 1,
  BRONZE: 2,
  SILVER: 3,
  GOLD: 4,
  PLATINUM: 5,
  EMERALD: 6,
  DIAMOND: 7,
  MASTER: 8,
  GRANDMASTER: 9,
  CHALLENGER: 10,
} as const satisfies Record<RankedTier, number>;

/** League points count as this fraction of a tier. */
export const LEAGUE_POINTS_DIVISOR = 1000;

/** Each side's chance when neither team has a ranked player. */
export const FALLBACK_WIN_CHANCE = 50;

export type RankedStanding = Pick<RankedEntry, 'tier' | 'leaguePoints' | 'wins' | 'losses'>;

/** (tier value + LP / 1000) × win ratio; null when the player has no ranked games. */
export function playerScore(entry: RankedStanding | null | undefined): number | null {
  if (!entry) return null;
  const games = entry.wins + entry.losses;
  if (games <= 0) return null;
  const strength = TIER_VALUES[entry.tier] + entry.leaguePoints / LEAGUE_POINTS_DIVISOR;
  return strength * (entry.wins / games);
}

/** The average score of the players that have ranked games; 0 when none has. */
export function teamScore(players: readonly (RankedStanding | null | undefined)[]): number {
  const scores = players.map(playerScore).filter((s): s is number => s !== null);
  if (scores.length === 0) return 0;
  return scores.reduce((sum, s) => sum + s, 0) / scores.length;
}

/** Whole-percent win chances of the two teams from their scores; they always add up to 100. */
export function winChance(blueScore: number, redScore: number): { blue: number; red: number } {
  const sum = blueScore + redScore;
  const blue = sum > 0 ? Math.round((100 * blueScore) / sum) : FALLBACK_WIN_CHANCE;
  return { blue, red: 100 - blue };
}

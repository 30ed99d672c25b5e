import {
  DIVISION_TIERS,
  type DivisionTier,
  RANKED_DIVISIONS,
  type RankedTier,
} from './summoners.ts';

/** League points a division spans below Master. */
export const DIVISION_LP = 100;

/** Where Master 0 LP sits on the scale: seven tiers of four divisions. */
export const APEX_FLOOR = DIVISION_TIERS.length * RANKED_DIVISIONS.length * DIVISION_LP;

/**
 * A standing on one continuous scale for graphs: Iron IV 0 LP is 0, each division adds 100, and
 * from Master on the LP is added to the Master floor as Riot counts it (Grandmaster and
 * Challenger are LP cut-offs within one apex ladder, so 2800 + LP places them correctly).
 */
export function ladderValue(tier: RankedTier, rank: string, leaguePoints: number): number {
  const tierIndex = DIVISION_TIERS.indexOf(tier as DivisionTier);
  if (tierIndex < 0) return APEX_FLOOR + leaguePoints;
  const division = RANKED_DIVISIONS.indexOf(rank as (typeof RANKED_DIVISIONS)[number]);
  // Divisions count down: IV is the lowest of a tier.
  const step = RANKED_DIVISIONS.length - 1 - Math.max(division, 0);
  return (tierIndex * RANKED_DIVISIONS.length + step) * DIVISION_LP + leaguePoints;
}

/** Where each tier begins on the scale (apex tiers share the Master floor): the graph's bands. */
export const TIER_FLOORS: readonly { tier: RankedTier; from: number }[] = [
  ...DIVISION_TIERS.map((tier, index) => ({
    tier,
    from: index * RANKED_DIVISIONS.length * DIVISION_LP,
  })),
  { tier: 'MASTER', from: APEX_FLOOR },
];

import { APEX_FLOOR, DIVISION_LP, ladderValue } from './rank-scale.ts';
import { DIVISION_TIERS, RANKED_DIVISIONS, type RankedTier } from './summoners.ts';

/**
 * A match's average tier is shown only when at least this many of its players have a Solo/Duo
 * standing we know (docs/player-page.md, Everyone's rank in a match): fewer would let two or
 * three players speak for the game.
 */
export const AVERAGE_RANK_MIN_PLAYERS = 6;

/**
 * A participant's rank read from Riot less than this long ago is not read again: one league-v4
 * call per player a day at most, an unranked answer included.
 */
export const PARTICIPANT_RANK_FRESH_MS = 24 * 60 * 60_000;

/** How often an open scoreboard asks again while ranks are being read, and for how long at most. */
export const MATCH_RANKS_POLL_MS = 2_000;
export const MATCH_RANKS_POLL_LIMIT_MS = 30_000;

/** A Solo/Duo standing as the average reads it. */
export interface Standing {
  tier: RankedTier;
  rank: string;
  leaguePoints: number;
}

/** A tier and division (null for Master and above, which have none) on the ladder scale. */
export interface TierAndDivision {
  tier: RankedTier;
  division: (typeof RANKED_DIVISIONS)[number] | null;
}

/** The average of the players' standings, and how many of how many players it is drawn from. */
export interface AverageRank extends TierAndDivision {
  players: number;
  of: number;
}

const TIER_SPAN = RANKED_DIVISIONS.length * DIVISION_LP;

/**
 * The tier and division a point of the ladder scale (rank-scale.ts) lies in: from the Master
 * floor on, Master, since Grandmaster and Challenger are cut-offs of one apex ladder that differ
 * by region and day.
 */
export function tierAt(value: number): TierAndDivision {
  if (value >= APEX_FLOOR) return { tier: 'MASTER', division: null };
  const point = Math.max(0, value);
  const tier = DIVISION_TIERS[Math.floor(point / TIER_SPAN)] ?? 'IRON';
  const step = Math.floor((point % TIER_SPAN) / DIVISION_LP);
  // Divisions count down: the lowest step of a tier is IV.
  const division = RANKED_DIVISIONS[RANKED_DIVISIONS.length - 1 - step] ?? 'IV';
  return { tier, division };
}

/**
 * The mean of the standings on the ladder scale as a tier and division, or null when fewer than
 * `min` are known (a match's AVERAGE_RANK_MIN_PLAYERS unless told); `of` is the number of players
 * the standings are of (a match's, a team's).
 */
export function averageRank(
  standings: readonly Standing[],
  of: number,
  min = AVERAGE_RANK_MIN_PLAYERS,
): AverageRank | null {
  if (standings.length < min) return null;
  const total = standings.reduce((sum, s) => sum + ladderValue(s.tier, s.rank, s.leaguePoints), 0);
  return { ...tierAt(total / standings.length), players: standings.length, of };
}

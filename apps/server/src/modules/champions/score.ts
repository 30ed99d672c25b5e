/**
 * The tier-list score of one champion in one role (docs/tier-list-score.md). Pure: the numbers
 * come from the rollups, the letter from `tierLetter` (docs/product.md, Tier list) once the row
 * has TIER_LETTER_MIN_GAMES games.
 */

import { round2, TIER_LETTER_MIN_GAMES, type TierLetter, tierLetter } from '@riftscope/contracts';

/** Rows with fewer games than this get no score, no tier and no win rate. */
export const MIN_SAMPLE_GAMES = 20;

/** Prior weight of the Bayesian shrink: a row's win rate counts as if it had this many extra games at the role's mean. */
export const PRIOR_GAMES = 200;

/** The score of a champion that wins exactly as often as its role and is never picked or banned. */
export const SCORE_BASE = 30;
/** Points per unit (fraction) of smoothed win rate above the role's mean: +1 point per 0.2 percentage points. */
export const WIN_RATE_WEIGHT = 500;
/** Points per unit of pick rate: +1.5 points per percentage point. */
export const PICK_RATE_WEIGHT = 150;
/** Points per unit of ban rate: +0.3 points per percentage point. */
export const BAN_RATE_WEIGHT = 30;

export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

export interface ScoreInput {
  /** Games of the champion in this role. */
  games: number;
  /** Wins among those games. */
  wins: number;
  /** Mean win rate of the role (fraction 0–1): all its wins over all its games. */
  roleWinRate: number;
  /** Games in this role over matches (fraction). */
  pickRate: number;
  /** Matches with the champion banned over matches (fraction). */
  banRate: number;
}

/** The win rate pulled toward the role's mean by `PRIOR_GAMES` virtual games: (wins + k·mean) / (games + k). */
export function smoothedWinRate(games: number, wins: number, roleWinRate: number): number {
  return (wins + PRIOR_GAMES * roleWinRate) / (games + PRIOR_GAMES);
}

/**
 * score = 30 + 500·(smoothed win rate − role mean) + 150·pick rate + 30·ban rate,
 * clamped to [0, 100] and rounded to 2 decimals; null below `MIN_SAMPLE_GAMES` games.
 */
export function championScore(input: ScoreInput): number | null {
  const { games, wins, roleWinRate, pickRate, banRate } = input;
  if (games < MIN_SAMPLE_GAMES) return null;
  const edge = smoothedWinRate(games, wins, roleWinRate) - roleWinRate;
  const raw =
    SCORE_BASE + WIN_RATE_WEIGHT * edge + PICK_RATE_WEIGHT * pickRate + BAN_RATE_WEIGHT * banRate;
  return round2(Math.min(SCORE_MAX, Math.max(SCORE_MIN, raw)));
}

/**
 * The letter of a row's score, or null below TIER_LETTER_MIN_GAMES games however high the score
 * (docs/tier-list-score.md, The letter's sample).
 */
export function championTier(score: number | null, games: number): TierLetter | null {
  return games < TIER_LETTER_MIN_GAMES ? null : tierLetter(score);
}

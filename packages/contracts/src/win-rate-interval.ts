import { asPercent } from './rounding.ts';

/**
 * z of a two-sided 95 % interval: the normal quantile at 0.975 (docs/champion-analytics.md,
 * How sure a rate is).
 */
export const WILSON_Z = 1.959964;

/** The bounds of a win rate's interval, as fractions from 0 to 1. */
export interface RateInterval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval of `wins` out of `games` at 95 %: the range of true win rates the
 * record does not rule out. Unlike the normal approximation it stays within 0–1 and is honest at
 * 0 and at every win or every loss (0 of 10 gives 0–27.8 %, not 0–0 %). Null without games.
 */
export function wilsonInterval(wins: number, games: number, z = WILSON_Z): RateInterval | null {
  if (games <= 0) return null;
  const p = Math.min(1, Math.max(0, wins / games));
  const z2 = z * z;
  const centre = p + z2 / (2 * games);
  const spread = z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  const denominator = 1 + z2 / games;
  return {
    low: Math.max(0, (centre - spread) / denominator),
    high: Math.min(1, (centre + spread) / denominator),
  };
}

/** `win_rate_low` and `win_rate_high` of an answer: the interval in percent, two decimals; null without games. */
export function winRateBounds(
  wins: number,
  games: number,
): { win_rate_low: number | null; win_rate_high: number | null } {
  const interval = wilsonInterval(wins, games);
  return interval === null
    ? { win_rate_low: null, win_rate_high: null }
    : { win_rate_low: asPercent(interval.low), win_rate_high: asPercent(interval.high) };
}

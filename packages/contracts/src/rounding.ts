/** One decimal, as answers give averages and per-minute figures. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Two decimals, as answers give ratios, rates and scores. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** `part` of `whole` as a percent with one decimal; 0 of nothing. */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? round1((100 * part) / whole) : 0;

/** A fraction (0–1) as a percent with two decimals, capped at 100 should counts ever disagree. */
export const asPercent = (fraction: number) => Math.min(100, round2(100 * fraction));

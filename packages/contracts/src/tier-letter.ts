/** Tier letters of the tier list, best first. */
export const TIER_LETTERS = ['S+', 'S', 'A', 'B', 'C', 'D'] as const;
export type TierLetter = (typeof TIER_LETTERS)[number];

/** The lowest score of each letter (docs/product.md, Tier list); anything below the last is D. */
export const TIER_LETTER_THRESHOLDS: readonly { letter: TierLetter; min: number }[] = [
  { letter: 'S+', min: 60 },
  { letter: 'S', min: 50 },
  { letter: 'A', min: 40 },
  { letter: 'B', min: 30 },
  { letter: 'C', min: 20 },
];

/** The tier letter of a champion score; null when there is no score. */
export function tierLetter(score: number | null): TierLetter | null {
  if (score === null || Number.isNaN(score)) return null;
  return TIER_LETTER_THRESHOLDS.find((t) => score >= t.min)?.letter ?? 'D';
}

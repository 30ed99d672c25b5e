/**
 * The place (1 to 6) a legendary is most often completed in, the earlier one on a tie; null for
 * boots, which have no places, and for a legendary without games.
 */
export function usualPlace(slots: readonly number[]): number | null {
  let best: number | null = null;
  for (const [index, games] of slots.entries()) {
    if (games > 0 && (best === null || games > (slots[best - 1] ?? 0))) best = index + 1;
  }
  return best;
}

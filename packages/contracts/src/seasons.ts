/**
 * Ranked seasons. Since 2025 Riot runs one ranked season a year, named by the year; it begins
 * with the year's first patch (2025: January 9, 2026: January 8), not on January 1.
 * A year missing from the table is taken to begin on its January 1.
 */
export const RANKED_SEASON_STARTS: Readonly<Record<number, string>> = {
  2024: '2024-01-10T00:00:00Z',
  2025: '2025-01-09T00:00:00Z',
  2026: '2026-01-08T00:00:00Z',
};

const startOf = (season: number) =>
  Date.parse(RANKED_SEASON_STARTS[season] ?? `${String(season).padStart(4, '0')}-01-01T00:00:00Z`);

/** The season a game started at `epochMs` belongs to. */
export function seasonOf(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear();
  return epochMs >= startOf(year) ? year : year - 1;
}

/** The season's start (inclusive) and end (exclusive), in epoch milliseconds. */
export function seasonRange(season: number): { from: number; to: number } {
  return { from: startOf(season), to: startOf(season + 1) };
}

/**
 * A record of a slice's statistics: `games` games won `wins` times, its interval ±10 points, and
 * `pickRate` as the answer gives it.
 */
export function sliceRecord(games: number, wins: number, pickRate: number | null) {
  const winRate = games === 0 ? null : Math.round((wins / games) * 10_000) / 100;
  return {
    games,
    wins,
    win_rate: winRate,
    win_rate_low: winRate === null ? null : Math.max(0, winRate - 10),
    win_rate_high: winRate === null ? null : Math.min(100, winRate + 10),
    pick_rate: pickRate,
  };
}

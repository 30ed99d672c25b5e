/** (kills + assists) / deaths; null for a perfect score (takedowns and no deaths). */
export function kdaRatio(kills: number, deaths: number, assists: number): number | null {
  if (deaths > 0) return (kills + assists) / deaths;
  return kills + assists > 0 ? null : 0;
}

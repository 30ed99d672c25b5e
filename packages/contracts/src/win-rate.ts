/** Wins as a percent of games; 0 when there are no games (docs/product.md, Entities). */
export function winRate(wins: number, games: number): number {
  return games > 0 ? (100 * wins) / games : 0;
}

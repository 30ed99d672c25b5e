import { type ChampionRow, TIER_LETTER_MIN_GAMES, type TierLetter } from '@riftscope/contracts';

/**
 * A row under the tier letter's minimum sample (docs/tier-list-score.md): it shows "—" with the
 * small-sample mark for its letter, and the list hides it unless asked to show small samples.
 */
export const isSmallSample = (row: { games: number }): boolean => row.games < TIER_LETTER_MIN_GAMES;

/** The letter a row shows: the server's, never one on fewer games than the minimum. */
export const shownTier = (row: ChampionRow): TierLetter | null =>
  isSmallSample(row) ? null : row.tier;

/** `?small=1` shows the rows under the minimum; any other value or none hides them. */
export const showsSmallSamples = (params: URLSearchParams): boolean => params.get('small') === '1';

/** The address's search with small samples shown or hidden, everything else kept. */
export function searchWithSmallSamples(params: URLSearchParams, isShown: boolean): string {
  const search = new URLSearchParams(params);
  if (isShown) search.set('small', '1');
  else search.delete('small');
  const text = search.toString();
  return text ? `?${text}` : '';
}

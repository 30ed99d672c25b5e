/**
 * Games shorter than this are remakes whatever Riot's flag says. A remake vote opens at 3:00 and
 * Riot has flagged remakes that ended as late as 4:08; no game reaches a real result this early
 * (the first surrender vote is at 15:00), so anything shorter was abandoned or aborted.
 * docs/performance-score.md#remakes
 */
export const REMAKE_MAX_SECONDS = 300;

/**
 * Whether a game ended as a remake: Riot's `gameEndedInEarlySurrender` (set on every participant
 * alike) or a game shorter than {@link REMAKE_MAX_SECONDS}. A remake counts as neither a win nor
 * a loss.
 */
export function isRemake(game: {
  durationSeconds: number;
  endedInEarlySurrender: boolean;
}): boolean {
  return game.endedInEarlySurrender || game.durationSeconds < REMAKE_MAX_SECONDS;
}

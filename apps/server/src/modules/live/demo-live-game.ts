import type { Player, World } from '@riftscope/riot-sim';

/** How often the demo checks that its live player is still in a game: a new game follows within seconds. */
export const DEMO_LIVE_CHECK_MS = 5_000;

/**
 * The offline demo keeps its third example player (na1) in a game, starting a new one when the
 * last ends, so that the live page and the profile's watch link always have a game to show.
 * Returns the player and a function that stops keeping it.
 */
export function keepDemoPlayerInGame(
  world: World,
  now: () => number = Date.now,
): { player: Player | undefined; stop: () => void } {
  const player = world.samplePlayers[2];
  if (!player) return { player, stop: () => {} };
  // Forcing is idempotent while the forced game runs: it starts a new one only after it ends.
  const keep = () => void world.forceLiveGame(player, now());
  keep();
  const timer = setInterval(keep, DEMO_LIVE_CHECK_MS);
  timer.unref();
  return { player, stop: () => clearInterval(timer) };
}

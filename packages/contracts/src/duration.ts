/** The live timer recomputes this often (docs/product.md, Live game). */
export const LIVE_TIMER_TICK_MS = 1000;

/** `m:ss`, seconds padded to two digits: 1845 → `30:45`. Negative or invalid input shows `0:00`. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/**
 * Whole seconds from `startMs` to `nowMs`, never negative. A start of 0 (Riot's value while the
 * game is still loading) counts as not started.
 */
export function elapsedSince(startMs: number, nowMs: number): number {
  if (!Number.isFinite(startMs) || !Number.isFinite(nowMs) || startMs <= 0) return 0;
  return Math.max(0, Math.floor((nowMs - startMs) / 1000));
}

/** Capped exponential backoff with full jitter: a random wait in [0, min(cap, base × 2^attempt)]. */
export function backoffDelay(
  attempt: number,
  options: { baseMs: number; capMs: number; random?: () => number },
): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, attempt));
  return Math.floor((options.random ?? Math.random)() * ceiling);
}

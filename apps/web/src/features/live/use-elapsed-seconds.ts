import { elapsedSince, LIVE_TIMER_TICK_MS } from '@riftscope/contracts';
import { useEffect, useState } from 'react';

/** Whole seconds since `startMs`, recomputed every second (docs/product.md, Live game). */
export function useElapsedSeconds(startMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), LIVE_TIMER_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return elapsedSince(startMs, now);
}

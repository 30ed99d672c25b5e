import { useEffect, useState } from 'react';
import { useNow } from '../../lib/render-clock.ts';

const TICK_MS = 1_000;

/**
 * Whole seconds left until `untilMs` (epoch ms), counted down every second and 0 once it has
 * passed; the timer stops then, so a page without a cooldown runs none.
 */
export function useSecondsUntil(untilMs: number | null): number {
  // The render's time while the page is taken over from the server's HTML (lib/render-clock.ts).
  const [now, setNow] = useState(useNow());
  useEffect(() => {
    // A new end starts from the present, not from when the last one was set.
    setNow(Date.now());
    if (untilMs === null || untilMs <= Date.now()) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= untilMs) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [untilMs]);
  return untilMs === null ? 0 : Math.max(0, Math.ceil((untilMs - now) / 1000));
}

import { createContext, useContext } from 'react';
import { useHydrated } from './hydration.ts';

/**
 * When the server drew the page (epoch ms), as its page data says; null on a page the browser
 * draws alone. The server's render and the browser's hydration read the same time from it.
 */
export const RenderTimeContext = createContext<number | null>(null);

/**
 * The time to draw "3 hours ago" and countdowns from: the server's render time while React draws
 * the page on the server and while it takes the page over in the browser, so that both draw the
 * same text; the browser's clock from the render after that.
 */
export function useNow(): number {
  const isHydrated = useHydrated();
  const renderedAt = useContext(RenderTimeContext);
  return !isHydrated && renderedAt !== null ? renderedAt : Date.now();
}

/**
 * The time zone dates are written in: UTC while the page is drawn on the server and taken over
 * (the server cannot know the visitor's), the visitor's own from the render after that.
 */
export function useTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}

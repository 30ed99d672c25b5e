import { vi } from 'vitest';

/**
 * Replaces matchMedia (which the test DOM lacks) with one for a window `width` px wide that the
 * test resizes: `(min-width: …rem)` queries match as a browser's would, at 16 px a rem, and their
 * change listeners hear every resize. Undo with vi.unstubAllGlobals.
 */
export function stubMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const minWidth = (query: string) => Number(/^\(min-width: ([\d.]+)rem\)$/.exec(query)?.[1]) * 16;
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return width >= minWidth(query);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(to: number) {
      width = to;
      for (const listener of listeners) listener();
    },
    /** The change listeners still registered. */
    listeners,
  };
}

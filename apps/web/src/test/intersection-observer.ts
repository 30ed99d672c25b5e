import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver (which happy-dom never fires) with one the test moves:
 * `scrollTo(true)` tells every watcher its box is in the window. Undo with vi.unstubAllGlobals.
 */
export function stubIntersectionObserver() {
  const watching = new Set<{ callback: IntersectionObserverCallback; element: Element }>();
  class ScriptedIntersectionObserver {
    private readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
    }
    observe(element: Element) {
      watching.add({ callback: this.callback, element });
    }
    disconnect() {
      for (const entry of watching) if (entry.callback === this.callback) watching.delete(entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', ScriptedIntersectionObserver);
  return {
    /** How many boxes are watched. */
    watched: () => watching.size,
    scrollTo(isIntersecting: boolean) {
      for (const { callback, element } of [...watching]) {
        callback(
          [{ isIntersecting, target: element } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
  };
}

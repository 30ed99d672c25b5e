import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint, from which `md:` classes apply. */
export const MD_MEDIA_QUERY = '(min-width: 48rem)';

/**
 * Whether `query` matches the window now, kept current as it changes. A part that CSS hides
 * below a width can be left out of the render there instead, so that a phone does not build
 * elements it never shows; where the browser has no matchMedia, and on the server, the answer
 * is yes.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches,
    // The server draws the wide page; a narrow window drops the parts after hydration.
    () => true,
  );
}

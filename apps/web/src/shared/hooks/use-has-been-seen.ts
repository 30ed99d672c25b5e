import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has been in the window at least once. Costly
 * work the reader cannot see yet (a chart below the fold) waits for it, so that the page's first
 * render does not; where the browser has no IntersectionObserver, the answer is yes once the
 * element is there.
 */
export function useHasBeenSeen<T extends Element>(): [
  ref: (element: T | null) => void,
  hasBeenSeen: boolean,
] {
  const [element, setElement] = useState<T | null>(null);
  // Not yet while the server draws the page and the browser takes it over: the same HTML.
  const [hasBeenSeen, setHasBeenSeen] = useState(false);
  useEffect(() => {
    if (hasBeenSeen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setHasBeenSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setHasBeenSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, hasBeenSeen]);
  return [setElement, hasBeenSeen];
}

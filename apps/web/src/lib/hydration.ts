import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React renders on the server and while it hydrates the server's HTML, true from the
 * render after that (and on every render of a page the browser draws alone). Whatever only the
 * browser knows (the session, the cookie choice, local storage) waits for it, so the first
 * render in the browser is the server's, and React takes the page over without redrawing it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

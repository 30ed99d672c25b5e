import { useSyncExternalStore } from 'react';

/**
 * The toast layers of the open dialogs, newest last. A modal dialog sits in the browser's top
 * layer above any z-index and makes the rest of the page inert, so a toast shown meanwhile has
 * to render inside the topmost one to be seen, clicked and announced.
 */
const layers: HTMLElement[] = [];
const layerListeners = new Set<() => void>();

/** Puts a dialog's toast layer on top while it is open, and takes it out when it closes. */
export function setLayer(layer: HTMLElement, isOpen: boolean): void {
  const index = layers.indexOf(layer);
  if (index !== -1) layers.splice(index, 1);
  if (isOpen) layers.push(layer);
  for (const listener of layerListeners) listener();
}

/** Where toasts render: inside the topmost open dialog, or null for the page itself. */
export function useDialogLayer(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      layerListeners.add(listener);
      return () => layerListeners.delete(listener);
    },
    () => layers.at(-1) ?? null,
    () => null,
  );
}

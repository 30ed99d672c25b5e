import { lazy, useSyncExternalStore } from 'react';

/**
 * Toasts without shipping the toast library to every page: it loads with the first message,
 * and the toaster mounts then (its store keeps what was sent before it mounted).
 */
const loadToast = () => import('react-hot-toast');

let isNeeded = false;
const listeners = new Set<() => void>();

function need(): void {
  if (isNeeded) return;
  isNeeded = true;
  for (const listener of listeners) listener();
}

export const LazyToaster = lazy(() => loadToast().then((m) => ({ default: m.Toaster })));

/** Whether a toast was ever sent, so that the toaster should be on the page. */
export function useIsToasterNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isNeeded,
  );
}

function send(kind: 'success' | 'error', message: string): void {
  need();
  void loadToast().then((m) => m.toast[kind](message));
}

export const notify = {
  success: (message: string) => send('success', message),
  error: (message: string) => send('error', message),
};

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
    // No page is sent with a toast.
    () => false,
  );
}

export interface NotifyOptions {
  /** How long the toast stays; by default the toaster's duration for its kind. */
  durationMs?: number;
}

function send(kind: 'success' | 'error', message: string, options: NotifyOptions = {}): void {
  need();
  const { durationMs } = options;
  void loadToast().then((m) =>
    m.toast[kind](message, durationMs === undefined ? undefined : { duration: durationMs }),
  );
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => send('success', message, options),
  error: (message: string, options?: NotifyOptions) => send('error', message, options),
};

import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { trackPageview } from '../lib/analytics.ts';
import { useHydrated } from '../lib/hydration.ts';
import { LazyToaster, useIsToasterNeeded } from '../lib/notify.ts';
import { useAuth } from '../shared/session/auth-context.tsx';
import { useDialogLayer } from '../shared/ui/dialog-layer.ts';

/**
 * Toasts (docs/product.md, Layout): top right, blank and error 4 s, success 2 s, loading until dismissed
 * (react-hot-toast keeps at most 20, the product's limit).
 */
export const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Number.POSITIVE_INFINITY },
  style: { background: '#1a1f2c', color: '#e7eaf0', border: '1px solid #262d3b' },
} as const;

// The sign-in forms load when a visitor first opens one, not with every page.
const AuthDialogs = lazy(() =>
  import('../features/auth/auth-dialogs.tsx').then((m) => ({ default: m.AuthDialogs })),
);

/**
 * The toaster, inside the open dialog when there is one (the toasts it keeps survive the move).
 */
function ToastLayer({ into }: { into: HTMLElement | null }) {
  const toaster = (
    <Suspense fallback={null}>
      <LazyToaster position="top-right" toastOptions={TOAST_OPTIONS} containerStyle={{ top: 72 }} />
    </Suspense>
  );
  return into ? createPortal(toaster, into) : toaster;
}

/** Everything every page shares: scroll restoration, page views, toasts and the auth dialogs. */
export function RootLayout() {
  const { pathname } = useLocation();
  const isToasterNeeded = useIsToasterNeeded();
  const dialogLayer = useDialogLayer();
  const { dialog } = useAuth();
  // Once loaded, the dialogs stay mounted so that closing one can finish as usual.
  const [areDialogsNeeded, setDialogsNeeded] = useState(false);
  if (dialog !== null && !areDialogsNeeded) setDialogsNeeded(true);
  useEffect(() => {
    trackPageview(pathname);
  }, [pathname]);
  // Says that the page answers clicks and shows what only the browser knows (the session, the
  // cookie choice): the server's HTML has been taken over, or drawn over.
  const isHydrated = useHydrated();
  useEffect(() => {
    if (isHydrated) document.documentElement.dataset.ready = 'true';
  }, [isHydrated]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
      {areDialogsNeeded && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
      {isToasterNeeded && <ToastLayer into={dialogLayer} />}
    </>
  );
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../features/auth/auth-context.tsx';
import { Spinner } from '../shared/spinner.tsx';

/** While the session is checked: a quiet spinner, so that nothing flashes or redirects early. */
function Checking() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" aria-busy="true">
      <Spinner />
    </div>
  );
}

/**
 * Shows `children` to a signed-in visitor; waits while the session is checked, then sends
 * anyone else to `/` (SPEC.md §4 Guards).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Checking />;
  return user ? children : <Navigate to="/" replace />;
}

/** Shows `children` to an administrator only; anyone else goes to `/` (SPEC.md §4 Guards). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Checking />;
  return user?.role === 'admin' ? children : <Navigate to="/" replace />;
}

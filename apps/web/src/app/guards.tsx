import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { languageOfPath } from '../lib/language.ts';
import { useAuth } from '../shared/session/auth-context.tsx';
import { Spinner } from '../shared/ui/spinner.tsx';

/** While the session is checked: a quiet spinner, so that nothing flashes or redirects early. */
function Checking() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" aria-busy="true">
      <Spinner />
    </div>
  );
}

/**
 * Sends the visitor to the home page in the language of the page they asked for (the admin
 * area has none, so theirs), with the sign-in dialog open when they have to sign in first.
 */
function LeaveForHome({ isSignInAsked }: { isSignInAsked: boolean }) {
  const { pathname } = useLocation();
  const { openLogin } = useAuth();
  useEffect(() => {
    if (isSignInAsked) openLogin();
  }, [isSignInAsked, openLogin]);
  return <Navigate to={`/${languageOfPath(pathname)}`} replace />;
}

/**
 * Whether a user was signed in while the guarded page showed: one who signs out there is
 * leaving, not asking to sign in.
 */
function useHadUser(isSignedIn: boolean): boolean {
  const [hadUser, setHadUser] = useState(false);
  if (isSignedIn && !hadUser) setHadUser(true);
  return hadUser || isSignedIn;
}

/**
 * Shows `children` to a signed-in visitor; waits while the session is checked, then sends
 * anyone else home to sign in (docs/product.md, Session and access).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const hadUser = useHadUser(user !== null);
  if (isLoading) return <Checking />;
  return user ? children : <LeaveForHome isSignInAsked={!hadUser} />;
}

/**
 * Shows `children` to administrators and moderators (the admin area, of which a moderator opens
 * the guides alone); anyone else goes home (docs/product.md, Session and access).
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const hadUser = useHadUser(user !== null);
  if (isLoading) return <Checking />;
  // Roles are user, mod and admin: everyone but a user is staff.
  return user && user.role !== 'user' ? children : <LeaveForHome isSignInAsked={!hadUser} />;
}

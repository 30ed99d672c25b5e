import type { MetaPage, User } from '@riftscope/contracts';
import { Navigate, Outlet, type UIMatch, useMatches, useOutletContext } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { FavoritesPage } from './favorites-page.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { ProfilePage } from './profile-page.tsx';
import { SettingsPage } from './settings-page.tsx';

/** Stands in for a child page while the session is read (the guard normally waits for it). */
function ContentSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}

/** What a page's route tells the layout: the page's title and description. */
export interface ProfileRouteHandle {
  profilePage: MetaPage;
}

const pageOf = (match: UIMatch) => (match.handle as ProfileRouteHandle | undefined)?.profilePage;

/**
 * `/{lang}/profile` for a signed-in user: the menu on the left (above the page on phones)
 * and the profile, favourites or settings page beside it (docs/product.md, Profile area).
 */
export function ProfileLayout() {
  const language = useLanguage();
  const { user } = useAuth();
  // A page without a title of its own (an unknown one, on its way home) is the profile home.
  usePageMeta({ page: useMatches().map(pageOf).findLast(Boolean) ?? 'profile', isNoIndex: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <div className="grid items-start gap-4 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-6">
        <ProfileMenu language={language} />
        <div className="min-w-0">{user ? <Outlet context={user} /> : <ContentSkeleton />}</div>
      </div>
    </div>
  );
}

/** The signed-in user the layout shows its pages to. */
const useProfileUser = () => useOutletContext<User>();

/** `/{lang}/profile`. */
export function ProfileHome() {
  return <ProfilePage user={useProfileUser()} />;
}

/** `/{lang}/profile/favorites`. */
export function ProfileFavorites() {
  return <FavoritesPage language={useLanguage()} />;
}

/** `/{lang}/profile/settings`: the form starts over for another account. */
export function ProfileSettings() {
  const user = useProfileUser();
  return <SettingsPage key={user.id} user={user} />;
}

/** Any other path under the profile goes to the profile home. */
export function ToProfileHome() {
  return <Navigate to={`/${useLanguage()}/profile`} replace />;
}

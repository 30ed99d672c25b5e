import type { MetaPage } from '@riftscope/contracts';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { Skeleton } from '../../shared/skeleton.tsx';
import { useLanguage } from '../../shared/use-language.ts';
import { useAuth } from '../auth/auth-context.tsx';
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

/** Each child page has its own title; anything else is the profile home. */
const PAGES: Record<string, MetaPage> = {
  favorites: 'profile_favorites',
  settings: 'profile_settings',
};

/**
 * `/{lang}/profile/*` for a signed-in user: the menu on the left (above the page on phones)
 * and the profile, favourites or settings page beside it (SPEC.md §2 Profile area).
 */
export function ProfileLayout() {
  const language = useLanguage();
  const { user } = useAuth();
  const child = useParams()['*']?.split('/')[0] ?? '';
  usePageMeta({ page: PAGES[child] ?? 'profile', isNoIndex: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <div className="grid items-start gap-4 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-6">
        <ProfileMenu language={language} />
        <div className="min-w-0">
          {user ? (
            <Routes>
              <Route index element={<ProfilePage user={user} />} />
              <Route path="favorites" element={<FavoritesPage language={language} />} />
              <Route path="settings" element={<SettingsPage key={user.id} user={user} />} />
              <Route path="*" element={<Navigate to={`/${language}/profile`} replace />} />
            </Routes>
          ) : (
            <ContentSkeleton />
          )}
        </div>
      </div>
    </div>
  );
}

import type { Language } from '@riftscope/contracts';
import { Outlet } from 'react-router';
import { ADMIN_SECTIONS, PROFILE_PAGES } from '../app/router.tsx';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { ProfileLayout } from '../features/profile/profile-layout.tsx';
import { AuthProvider } from '../shared/session/auth-context.tsx';
import { renderRoutes } from './render.tsx';

/**
 * The admin area at `path` with the router's own sections, without its guard: the tests of its
 * pages decide who asks.
 */
export const renderAdminArea = (path: string, language: Language = 'en') =>
  renderRoutes(
    [
      {
        path: '/admin',
        // The sections' code loads behind an empty page, as in the app.
        HydrateFallback: () => null,
        element: (
          <AuthProvider>
            <AdminLayout />
          </AuthProvider>
        ),
        children: ADMIN_SECTIONS,
      },
    ],
    path,
    language,
  );

/** The profile area at `path` with the router's own pages, inside the session provider. */
export const renderProfileArea = (path: string) =>
  renderRoutes(
    [
      {
        HydrateFallback: () => null,
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: '/:lang/profile', element: <ProfileLayout />, children: PROFILE_PAGES }],
      },
    ],
    path,
  );

import { initialLanguage } from '@riftscope/contracts';
import { createBrowserRouter, redirect } from 'react-router';
import { storedLanguage } from '../lib/language.ts';
import { RequireAdmin, RequireUser } from './guards.tsx';
import { LanguageLayout } from './language-layout.tsx';
import { NotFound } from './not-found.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** The static information pages and the texts each shows (SPEC.md §2 route table). */
export const INFO_PAGES = [
  ['about', 'about'],
  ['contacts', 'contacts'],
  ['privacy-policy', 'privacy'],
  ['terms-of-service', 'terms'],
  ['legal', 'legal'],
  ['cookies', 'cookies'],
] as const;

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // The first page's lazy screen loads behind the dark background of the document.
      HydrateFallback: () => null,
      children: [
        {
          // `/` goes to the visitor's language: stored choice, else ru for Russian browsers, else en.
          path: '/',
          loader: () => redirect(`/${initialLanguage(storedLanguage(), navigator.language)}`),
        },
        // The admin area has no language prefix; its code (editor, charts) loads only here. Its
        // news section is named on its own: `/:lang/news` would otherwise outrank `/admin/*`.
        ...['/admin/*', '/admin/news/*'].map((path) => ({
          path,
          lazy: () =>
            import('../features/admin/admin-layout.tsx').then((m) => ({
              Component: () => (
                <RequireAdmin>
                  <m.AdminLayout />
                </RequireAdmin>
              ),
            })),
        })),
        {
          path: '/:lang',
          element: <LanguageLayout />,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                {
                  index: true,
                  lazy: () =>
                    import('../features/home/home-page.tsx').then((m) => ({
                      Component: m.HomePage,
                    })),
                },
                {
                  path: 'news',
                  lazy: () =>
                    import('../features/news/news-list-page.tsx').then((m) => ({
                      Component: m.NewsListPage,
                    })),
                },
                {
                  path: 'news/:slug',
                  lazy: () =>
                    import('../features/news/news-article-page.tsx').then((m) => ({
                      Component: m.NewsArticlePage,
                    })),
                },
                ...INFO_PAGES.map(([path, page]) => ({
                  path,
                  lazy: () =>
                    import('../features/static-pages/static-page.tsx').then((m) => ({
                      Component: () => <m.StaticPage page={page} />,
                    })),
                })),
                {
                  path: 'summoner/:region/:gameName/:tagLine',
                  lazy: () =>
                    import('../features/summoner/summoner-page.tsx').then((m) => ({
                      Component: m.SummonerPage,
                    })),
                },
                {
                  path: 'live/:region/:gameName/:tagLine',
                  lazy: () =>
                    import('../features/live/live-page.tsx').then((m) => ({
                      Component: m.LivePage,
                    })),
                },
                {
                  path: 'tier-list',
                  lazy: () =>
                    import('../features/tier-list/tier-list-page.tsx').then((m) => ({
                      Component: m.TierListPage,
                    })),
                },
                {
                  path: 'reset-password',
                  lazy: () =>
                    import('../features/password-reset/reset-password-page.tsx').then((m) => ({
                      Component: m.ResetPasswordPage,
                    })),
                },
                {
                  path: 'profile/*',
                  lazy: () =>
                    import('../features/profile/profile-layout.tsx').then((m) => ({
                      Component: () => (
                        <RequireUser>
                          <m.ProfileLayout />
                        </RequireUser>
                      ),
                    })),
                },
                { path: '*', element: <NotFound /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

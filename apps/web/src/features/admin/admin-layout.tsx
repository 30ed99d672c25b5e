import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Header } from '../../app/layout/header.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { Skeleton } from '../../shared/skeleton.tsx';
import { useAdminLanguage } from './admin-language.ts';
import { AdminNav } from './admin-nav.tsx';
import { AdminDashboardPage } from './dashboard/admin-dashboard-page.tsx';
import { AdminGuidesPage } from './guides/admin-guides-page.tsx';
import { AdminUsersPage } from './users/admin-users-page.tsx';

// The news editor (and its rich-text editor) loads only when the news section is opened.
const AdminNewsPage = lazy(() =>
  import('./news/admin-news-page.tsx').then((m) => ({ default: m.AdminNewsPage })),
);

const SECTION_KEYS = ['users', 'news', 'guides'] as const;

function SectionFallback() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-9 w-1/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-64" />
    </div>
  );
}

/** Title and robots of the admin pages: never indexed, titled after the section shown. */
function useAdminPageMeta() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const section = SECTION_KEYS.find((key) => pathname.split('/')[2] === key) ?? 'dashboard';
  usePageMeta({
    page: 'admin',
    isNoIndex: true,
    title: t('page_title', { section: t(`nav.${section}`) }),
  });
}

/**
 * The section of `/admin/<section>`, chosen from the path: the router mounts this layout at
 * `/admin/*` and at `/admin/news/*` (which must outrank `/:lang/news`), so nested routes would
 * see different bases. Unknown sections go to the dashboard.
 */
function AdminSection() {
  const { pathname } = useLocation();
  const [, , section = '', ...rest] = pathname.split('/');
  if (section === '' && rest.length === 0) return <AdminDashboardPage />;
  if (section === 'users') return <AdminUsersPage />;
  if (section === 'news') return <AdminNewsPage />;
  if (section === 'guides') return <AdminGuidesPage />;
  return <Navigate to="/admin" replace />;
}

function AdminShell() {
  const { t } = useTranslation('admin');
  const language = useAdminLanguage();
  useAdminPageMeta();

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:text-bg"
      >
        {t('skip_to_content')}
      </a>
      <Header language={language} />
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 md:flex md:gap-8 md:py-8">
        <AdminNav />
        <main id="main" className="min-w-0 flex-1 py-6 md:py-0">
          <Suspense fallback={<SectionFallback />}>
            <AdminSection />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/**
 * The admin area at `/admin/*` (SPEC.md §2): the site's header, the sections' sidebar and the
 * section shown. It has no language prefix and speaks the interface's current language.
 */
export function AdminLayout() {
  return (
    <Suspense
      fallback={
        <div className="mx-auto max-w-6xl px-4 py-10">
          <SectionFallback />
        </div>
      }
    >
      <AdminShell />
    </Suspense>
  );
}

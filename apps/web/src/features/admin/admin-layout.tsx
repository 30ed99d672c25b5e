import { Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, type UIMatch, useMatches } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { Header } from '../../shared/layout/header.tsx';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useAdminLanguage } from './admin-language.ts';
import { AdminNav } from './admin-nav.tsx';
import { type AdminSection, canOpenSection, MODERATOR_HOME } from './admin-sections.ts';

/** What a section's route tells the layout: which section it is, for the title and access. */
export interface AdminRouteHandle {
  adminSection: AdminSection;
}

const sectionOf = (match: UIMatch) => (match.handle as AdminRouteHandle | undefined)?.adminSection;

/** The section the router shows; the dashboard for `/admin` itself. */
const useSectionShown = (): AdminSection =>
  useMatches().map(sectionOf).findLast(Boolean) ?? 'dashboard';

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
  const section = useSectionShown();
  usePageMeta({
    page: 'admin',
    isNoIndex: true,
    title: t('page_title', { section: t(`nav.${section}`) }),
  });
}

function AdminShell() {
  const { t } = useTranslation('admin');
  const language = useAdminLanguage();
  const { user, isLoading } = useAuth();
  const section = useSectionShown();
  useAdminPageMeta();

  // Set in the commit that shows the language, before the browser paints it.
  useLayoutEffect(() => {
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
            {isLoading ? (
              // The area's guard waits for the session; this waits too when shown without it.
              <SectionFallback />
            ) : canOpenSection(user?.role, section) ? (
              <Outlet />
            ) : (
              <Navigate to={MODERATOR_HOME} replace />
            )}
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/**
 * The admin area at `/admin` (docs/product.md, Admin area): the site's header, the sections' sidebar and the
 * section the router shows. It has no language prefix and speaks the interface's current language.
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

import { isLanguage } from '@riftscope/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { useLanguage } from '../shared/hooks/use-language.ts';
import { Header } from '../shared/layout/header.tsx';
import { useAuth } from '../shared/session/auth-context.tsx';
import { Skeleton } from '../shared/ui/skeleton.tsx';
import { CookieNotice } from './layout/cookie-notice.tsx';
import { Footer } from './layout/footer.tsx';
import { MAIN_CLASS } from './layout/main-class.ts';
import { NotFound } from './not-found.tsx';

// Only signed-in visitors have favourites: the button's code loads for them alone.
const FavoritesButton = lazy(() =>
  import('../features/favorites/favorites-button.tsx').then((m) => ({
    default: m.FavoritesButton,
  })),
);

function PageFallback() {
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-10" aria-busy="true">
      <Skeleton className="h-10 w-1/3" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-64" />
    </div>
  );
}

/**
 * The layout of every public page, in the language of the path's first segment; a first
 * segment that is not a language shows the not-found page in English (docs/product.md, Not found).
 */
export function LanguageLayout() {
  const { lang } = useParams();
  const language = useLanguage();
  const { t, i18n } = useTranslation();
  const { user } = useAuth();

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:text-bg"
      >
        {t('skip_to_content')}
      </a>
      <Header language={language} />
      <main id="main" className={MAIN_CLASS}>
        <Suspense fallback={<PageFallback />}>
          {isLanguage(lang) ? <Outlet /> : <NotFound />}
        </Suspense>
      </main>
      {user && (
        <Suspense fallback={null}>
          <FavoritesButton language={language} />
        </Suspense>
      )}
      <Footer language={language} />
      <CookieNotice language={language} />
    </div>
  );
}

import { COOKIE_ACCEPTED_KEY, type Language } from '@riftscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasAcceptedCookies } from '../../lib/cookie-consent.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { Button } from '../../shared/ui/button.tsx';

/**
 * Shown until accepted; acceptance is kept as cookie_accepted = true (docs/product.md, Layout). It sticks to
 * the bottom of the window but keeps its own place after the footer, so at the end of the page
 * it sits below the footer's links instead of over them.
 */
export function CookieNotice({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [isAccepted, setIsAccepted] = useState(hasAcceptedCookies);
  const isHydrated = useHydrated();
  // The server always sends the notice: the head's script marks <html> before the page is
  // painted when it was accepted (COOKIES_ACCEPTED_CLASS), which hides it, and the browser
  // removes it after taking the page over.
  if (isHydrated && isAccepted) return null;

  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_ACCEPTED_KEY, 'true');
    } catch {
      // Without storage the notice returns next visit; hiding it now is still right.
    }
    setIsAccepted(true);
  };

  return (
    <section
      aria-label={t('cookie_notice.label')}
      className="sticky bottom-3 z-40 mb-3 flex [.cookies-accepted_&]:hidden w-[calc(100%-1.5rem)] max-w-3xl flex-col gap-3 self-center rounded-2xl border border-line bg-surface p-4 shadow-2xl shadow-black/60 sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm text-muted">{t('cookie_notice.text')}</p>
      <div className="flex shrink-0 gap-2">
        <Link
          to={`/${language}/cookies`}
          className="inline-flex h-8 items-center px-3 text-sm text-link hover:underline"
        >
          {t('cookie_notice.details')}
        </Link>
        <Button size="sm" onClick={accept}>
          {t('cookie_notice.accept')}
        </Button>
      </div>
    </section>
  );
}

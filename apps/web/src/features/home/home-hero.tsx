import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The top of the home page: its backdrop, title and description, then `children` (search,
 * examples, games). The server renders it with the page (entry-server.tsx),
 * so that the title and description paint before any code has run; keep it free of browser-only
 * code.
 */
export function HomeHero({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <div className="relative border-b border-line">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 overflow-hidden bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-accent)_14%,transparent),transparent_65%)]"
      />
      <div className="relative mx-auto max-w-5xl space-y-6 px-4 pt-10 pb-10 sm:pt-20 sm:pb-12">
        <div className="space-y-3 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mx-auto max-w-2xl text-sm leading-relaxed text-muted text-pretty sm:text-base">
            {t('description')}
          </p>
        </div>
        {children}
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PAGE_TABS, type PageTab, searchWith } from '../page-search.ts';

/**
 * Overview | Champions: links to the same page with `?tab=`, keeping the queue tab (and the rest
 * of the address). The shown one is marked with aria-current.
 */
export function PageTabs({ tab }: { tab: PageTab }) {
  const { t } = useTranslation('summoner');
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t('page_tabs.label')} className="border-b border-line">
      <ul className="flex gap-1">
        {PAGE_TABS.map((name) => {
          const isShown = name === tab;
          return (
            <li key={name}>
              <Link
                to={`${pathname}${searchWith(new URLSearchParams(search), { tab: name })}`}
                aria-current={isShown ? 'page' : undefined}
                preventScrollReset
                className={`-mb-px inline-flex border-b-2 px-3 py-2 font-semibold transition-colors ${
                  isShown
                    ? 'border-accent text-text'
                    : 'border-transparent text-muted hover:text-text'
                }`}
              >
                {t(`page_tabs.${name}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

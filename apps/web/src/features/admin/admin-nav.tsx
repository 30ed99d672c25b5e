import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { canOpenSection } from './admin-sections.ts';

const SECTIONS = [
  { to: '/admin', key: 'dashboard', end: true },
  { to: '/admin/users', key: 'users', end: false },
  { to: '/admin/news', key: 'news', end: false },
  { to: '/admin/guides', key: 'guides', end: false },
] as const;

const ICONS: Record<(typeof SECTIONS)[number]['key'], string> = {
  dashboard: 'M4 13h6V4H4zm0 7h6v-5H4zm10 0h6v-9h-6zm0-16v5h6V4z',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9c0-3.3 3.1-6 7-6s7 2.7 7 6M16 3.5a4 4 0 0 1 0 7.5M19 14.5c1.8.9 3 2.9 3 5.5',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zm13 4h3v8a2 2 0 0 1-2 2h-1M7 9h7M7 13h7M7 16h4',
  guides:
    'M4 5.5C6.5 4 9.5 4 12 5.5 14.5 4 17.5 4 20 5.5V19c-2.5-1.5-5.5-1.5-8 0-2.5-1.5-5.5-1.5-8 0zM12 5.5V19',
};

/**
 * The admin sections (docs/product.md, Admin area): a column beside the content from tablets up, a
 * bar that scrolls sideways above it on phones. The shown section is marked with aria-current;
 * a moderator sees only the sections they may open (the guides).
 */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const sections = SECTIONS.filter((section) => canOpenSection(user?.role, section.key));
  return (
    <nav
      aria-label={t('nav.label')}
      className="-mx-4 border-b border-line px-4 md:sticky md:top-20 md:mx-0 md:self-start md:border-0 md:px-0"
    >
      <ul className="flex gap-1 overflow-x-auto py-2 md:w-48 md:flex-col md:overflow-visible md:py-0">
        {sections.map((section) => (
          <li key={section.key} className="shrink-0">
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                `flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm md:gap-2.5 md:px-3 font-medium whitespace-nowrap transition-colors ${
                  isActive
                    ? 'bg-accent/15 text-accent'
                    : 'text-muted hover:bg-surface-2 hover:text-text'
                }`
              }
            >
              <svg
                viewBox="0 0 24 24"
                className="size-4 shrink-0"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={ICONS[section.key]} />
              </svg>
              {t(`nav.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

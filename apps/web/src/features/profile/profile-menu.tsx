import type { Language } from '@riftscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../shared/session/auth-context.tsx';

const ICONS = {
  profile: 'M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6.5 7c.6-3.2 3.3-5 6.5-5s5.9 1.8 6.5 5',
  favorites: 'M10 2.8l2.2 4.5 5 .7-3.6 3.5.8 4.9L10 14.1l-4.4 2.3.8-4.9L2.8 8l5-.7z',
  settings:
    'M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM8.6 2.5h2.8l.4 2.1 1.5.9 2-.8 1.4 2.4-1.6 1.4v1.8l1.6 1.4-1.4 2.4-2-.8-1.5.9-.4 2.1H8.6l-.4-2.1-1.5-.9-2 .8-1.4-2.4 1.6-1.4V9.1L3.3 7.7l1.4-2.4 2 .8 1.5-.9z',
  logout: 'M8 3.5H4.5v13H8M12.5 6.5L16 10l-3.5 3.5M16 10H8',
} as const;

function MenuIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true">
      <path
        d={ICONS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const itemClass =
  'flex shrink-0 items-center gap-2.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors';

/**
 * Profile, Favorites and Settings with the current page marked, and Logout; a column beside the
 * page from md on, two by two above it on phones, where a sideways-scrolling row hid Logout
 * (docs/product.md, Profile area).
 */
export function ProfileMenu({ language }: { language: Language }) {
  const { t } = useTranslation('profile');
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const links = [
    { to: `/${language}/profile`, name: 'profile', end: true },
    { to: `/${language}/profile/favorites`, name: 'favorites', end: false },
    { to: `/${language}/profile/settings`, name: 'settings', end: false },
  ] as const;

  const leave = async () => {
    setIsLoggingOut(true);
    // Leave the profile before the session ends, so that it never shows without a user.
    await navigate(`/${language}`);
    await logout();
  };

  return (
    <nav aria-label={t('menu.label')} className="md:sticky md:top-20">
      <ul className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-surface p-1.5 md:flex md:flex-col">
        {links.map((link) => (
          <li key={link.name} className="min-w-0">
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `${itemClass} ${
                  isActive
                    ? 'bg-surface-2 text-accent'
                    : 'text-muted hover:bg-surface-2 hover:text-text'
                }`
              }
            >
              <MenuIcon name={link.name} />
              {t(`menu.${link.name}`)}
            </NavLink>
          </li>
        ))}
        <li className="min-w-0 md:mt-1 md:border-t md:border-line md:pt-1">
          <button
            type="button"
            onClick={() => void leave()}
            disabled={isLoggingOut}
            className={`${itemClass} w-full text-loss hover:bg-loss/10 disabled:cursor-wait disabled:opacity-60`}
          >
            <MenuIcon name="logout" />
            {isLoggingOut ? t('menu.logging_out') : t('menu.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

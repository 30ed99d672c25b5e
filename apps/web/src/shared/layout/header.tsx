import type { Language } from '@riftscope/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useDismiss } from '../hooks/use-dismiss.ts';
import { useAuth } from '../session/auth-context.tsx';
import { Button } from '../ui/button.tsx';
import { UserAvatar } from '../ui/user-avatar.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

function Brand({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/${language}`}
      className="flex items-center gap-2 text-lg font-extrabold tracking-tight"
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <path
          d="M16 2l12 7v14l-12 7L4 23V9z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          className="text-accent"
        />
        <path
          d="M9 19l5-6 4 4 5-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t('brand')}</span>
    </Link>
  );
}

function UserMenu({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(ref, isOpen, close);

  if (!user) return null;
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-surface-2"
      >
        <UserAvatar
          name={user.name}
          avatar={user.avatar}
          alt=""
          size={28}
          className="size-7 rounded-full text-sm"
        />
        <span className="max-w-32 truncate text-sm font-medium">{user.name}</span>
        <svg viewBox="0 0 20 20" className="size-4 text-muted" aria-hidden="true">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {isOpen && (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-48 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-xl shadow-black/50"
        >
          <Link
            to={`/${language}/profile`}
            onClick={() => setIsOpen(false)}
            className="block px-4 py-2 text-sm hover:bg-surface-2"
          >
            {t('user_menu.profile')}
          </Link>
          <Link
            to={`/${language}/profile/favorites`}
            onClick={() => setIsOpen(false)}
            className="block px-4 py-2 text-sm hover:bg-surface-2"
          >
            {t('user_menu.favorites')}
          </Link>
          <Link
            to={`/${language}/profile/settings`}
            onClick={() => setIsOpen(false)}
            className="block px-4 py-2 text-sm hover:bg-surface-2"
          >
            {t('user_menu.settings')}
          </Link>
          <button
            type="button"
            onClick={() => {
              setIsOpen(false);
              void logout();
            }}
            className="block w-full px-4 py-2 text-left text-sm text-loss hover:bg-surface-2"
          >
            {t('user_menu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}

/** Brand, Main / News / Tier list, Admin for admins, the user menu or Login and Register, and a burger menu on phones. */
export function Header({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { user, isLoading, openLogin, openRegister } = useAuth();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();

  // A page change closes the phone menu.
  useEffect(() => setIsMenuOpen(false), [pathname]);

  const links = [
    { to: `/${language}`, label: t('nav.main'), end: true },
    { to: `/${language}/news`, label: t('nav.news'), end: false },
    { to: `/${language}/tier-list`, label: t('nav.tier_list'), end: false },
    ...(user?.role === 'admin' ? [{ to: '/admin', label: t('nav.admin'), end: false }] : []),
  ];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
      isActive ? 'text-accent' : 'text-muted hover:bg-surface-2 hover:text-text'
    }`;

  const account = isLoading ? (
    <span className="h-8 w-24 animate-pulse rounded-lg bg-surface-2" aria-hidden="true" />
  ) : user ? (
    <UserMenu language={language} />
  ) : (
    <div className="flex gap-2">
      <Button variant="ghost" size="sm" onClick={openLogin}>
        {t('auth.login')}
      </Button>
      <Button size="sm" onClick={openRegister}>
        {t('auth.register')}
      </Button>
    </div>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-bg/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Brand language={language} />
        <nav aria-label={t('nav.label')} className="ml-4 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-3 md:flex">
          <LanguageSwitcher current={language} />
          {account}
        </div>
        <button
          type="button"
          className="ml-auto rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-text md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          aria-label={isMenuOpen ? t('nav.close_menu') : t('nav.open_menu')}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
            {isMenuOpen ? (
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            )}
          </svg>
        </button>
      </div>
      {isMenuOpen && (
        <div id={menuId} className="border-t border-line bg-surface px-4 pb-4 md:hidden">
          <nav aria-label={t('nav.label')} className="flex flex-col py-2">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={linkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <LanguageSwitcher current={language} />
            {account}
          </div>
        </div>
      )}
    </header>
  );
}

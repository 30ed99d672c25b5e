import { DEFAULT_REGION, type Language } from '@riftscope/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
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
        {/* A long name is cut shorter beside the wide navigation than in the phone menu. */}
        <bdi className="max-w-32 truncate text-sm font-medium xl:max-w-16">{user.name}</bdi>
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

/** A link of the main navigation; `section` is the path every page of its area starts with. */
interface NavItem {
  to: string;
  label: string;
  section: string;
}

/** The public areas the header leads to, in the order they are shown. */
function useNavItems(language: Language): NavItem[] {
  const { t } = useTranslation();
  const { user } = useAuth();
  const home = `/${language}`;
  return [
    { to: home, label: t('nav.main'), section: home },
    { to: `${home}/champions`, label: t('nav.champions'), section: `${home}/champions` },
    { to: `${home}/tier-list`, label: t('nav.tier_list'), section: `${home}/tier-list` },
    { to: `${home}/aram`, label: t('nav.aram'), section: `${home}/aram` },
    { to: `${home}/arena`, label: t('nav.arena'), section: `${home}/arena` },
    { to: `${home}/runes`, label: t('nav.runes'), section: `${home}/runes` },
    { to: `${home}/items`, label: t('nav.items'), section: `${home}/items` },
    {
      to: `${home}/leaderboards/${DEFAULT_REGION}`,
      label: t('nav.leaderboards'),
      section: `${home}/leaderboards`,
    },
    {
      to: `${home}/multisearch/${DEFAULT_REGION}`,
      label: t('nav.multisearch'),
      section: `${home}/multisearch`,
    },
    { to: `${home}/news`, label: t('nav.news'), section: `${home}/news` },
    // A moderator opens the admin area's guides alone: the area sends them there.
    ...(user && user.role !== 'user'
      ? [{ to: '/admin', label: t('nav.admin'), section: '/admin' }]
      : []),
  ];
}

/** Whether `pathname` is a page of the item's area: the home link only on the home page. */
const isInSection = (pathname: string, item: NavItem, home: string) =>
  item.section === home
    ? pathname === home || pathname === `${home}/`
    : pathname === item.section || pathname.startsWith(`${item.section}/`);

function NavLinks({ items, language }: { items: NavItem[]; language: Language }) {
  const { pathname } = useLocation();
  return items.map((item) => {
    const isActive = isInSection(pathname, item, `/${language}`);
    return (
      <Link
        key={item.section}
        to={item.to}
        aria-current={isActive ? 'page' : undefined}
        className={`rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
          isActive ? 'text-accent' : 'text-muted hover:bg-surface-2 hover:text-text'
        }`}
      >
        {item.label}
      </Link>
    );
  });
}

/**
 * Brand, the public areas (Main, Champions, Tier list, ARAM, Arena, Runes, Items, Ladders,
 * Multi-search, News; Admin for administrators and moderators), the user menu or Login and Register, and below 1280 px a
 * burger menu instead: the links, the language switcher and the account do not fit on one line
 * below it in Russian. From 1280 px the header's row is as wide as the window up to 80rem, wider
 * than the page's column, its links set closer than the menu's and an account's name cut at 4rem:
 * eleven links beside an admin's account need all three in Russian, with about 16 px to spare.
 */
export function Header({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { user, isLoading, openLogin, openRegister } = useAuth();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const items = useNavItems(language);

  // A page change closes the phone menu.
  useEffect(() => setIsMenuOpen(false), [pathname]);

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
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 xl:max-w-7xl xl:gap-3">
        <Brand language={language} />
        {/* Links narrower than the menu's, so that they fit beside the account in every language. */}
        <nav aria-label={t('nav.label')} className="hidden items-center xl:flex [&>a]:px-1.5">
          <NavLinks items={items} language={language} />
        </nav>
        <div className="ml-auto hidden items-center gap-3 xl:flex">
          <LanguageSwitcher current={language} />
          {account}
        </div>
        <button
          type="button"
          className="ml-auto rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-text xl:hidden"
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
        <div id={menuId} className="border-t border-line bg-surface px-4 pb-4 xl:hidden">
          <nav aria-label={t('nav.label')} className="flex flex-col py-2">
            <NavLinks items={items} language={language} />
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

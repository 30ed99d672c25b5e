import { LANGUAGES } from './languages.ts';

/**
 * The site's pages as the web app's router has them (docs/product.md, Routes), one pattern a
 * page: `:lang` is one of the interface languages, any other `:name` one non-empty segment, and
 * a trailing `/*` any deeper path (the admin sections keep theirs). What counts as a page view
 * is checked against this list, so a view names a page people can open.
 */
export const SITE_PAGES = [
  '/',
  '/:lang',
  '/:lang/news',
  '/:lang/news/:slug',
  '/:lang/about',
  '/:lang/contacts',
  '/:lang/privacy-policy',
  '/:lang/terms-of-service',
  '/:lang/legal',
  '/:lang/cookies',
  '/:lang/summoner/:region/:gameName/:tagLine',
  '/:lang/live/:region/:gameName/:tagLine',
  '/:lang/tier-list',
  '/:lang/champions',
  '/:lang/champions/:championKey',
  '/:lang/multisearch/:region',
  '/:lang/reset-password',
  '/:lang/profile',
  '/:lang/profile/favorites',
  '/:lang/profile/settings',
  '/admin',
  '/admin/users/*',
  '/admin/news/*',
  '/admin/guides/*',
] as const;

export type SitePage = (typeof SITE_PAGES)[number];

/**
 * The longest page path a page view may name, as the browser writes it (percent-encoded): a
 * 255-character news slug or a 16-character Riot ID in any script fits with room to spare.
 */
export const PAGE_PATH_MAX = 512;

const asLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern of SITE_PAGES as a regular expression over a path (a trailing slash allowed). */
function patternOf(page: SitePage): RegExp {
  if (page === '/') return /^\/$/;
  const deeper = page.endsWith('/*');
  const segments = (deeper ? page.slice(0, -2) : page).slice(1).split('/');
  const parts = segments.map((segment) => {
    if (segment === ':lang') return `(?:${LANGUAGES.join('|')})`;
    if (segment.startsWith(':')) return '[^/?#]+';
    return asLiteral(segment);
  });
  return new RegExp(`^/${parts.join('/')}${deeper ? '(?:/[^?#]*)?' : '/?'}$`);
}

const PATTERNS = SITE_PAGES.map((page) => [page, patternOf(page)] as const);

/** The page of SITE_PAGES a path names (its query and fragment aside), or null for none. */
export function sitePageOf(path: string): SitePage | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (pathname.length > PAGE_PATH_MAX) return null;
  return PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}

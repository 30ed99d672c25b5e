import { LANGUAGES } from './languages.ts';
import type { MetaPage } from './page-meta.ts';

/** One page of the site, as the router, the footer, the page heads and the sitemap know it. */
export interface SitePageEntry {
  /**
   * The web router's pattern: `:lang` is one of the interface languages, any other `:name` one
   * non-empty segment, and a trailing `/*` any deeper path (the admin sections keep theirs).
   */
  readonly path: string;
  /** The key in `meta.json` of the title and description its head has from the address alone. */
  readonly head: MetaPage;
  /** Open to search engines: false for the private areas and a visitor's own multi-search. */
  readonly isIndexed: boolean;
  /**
   * Listed in sitemap.xml in every language: as is, or, for a pattern with a parameter, once
   * for each champion or published article.
   */
  readonly isInSitemap: boolean;
  /** An information page: linked from the footer, its texts `pages.json`'s under its head key. */
  readonly isInFooter: boolean;
}

type Flags = Partial<Pick<SitePageEntry, 'isIndexed' | 'isInSitemap'>>;

const page = <const P extends string, const H extends MetaPage>(
  path: P,
  head: H,
  flags: Flags = {},
) => ({
  path,
  head,
  isIndexed: flags.isIndexed ?? true,
  isInSitemap: flags.isInSitemap ?? false,
  isInFooter: false as const,
});

const info = <const P extends `/:lang/${string}`, const H extends MetaPage>(path: P, head: H) => ({
  path,
  head,
  isIndexed: true,
  isInSitemap: true,
  isInFooter: true as const,
});

const hidden: Flags = { isIndexed: false };

/**
 * Every page of the site (docs/product.md, Routes), in the order the sitemap lists them. The web
 * router declares exactly these (apps/web/src/app/site-pages.test.tsx), and what counts as a
 * page view is checked against them, so a view names a page people can open.
 */
export const SITE_PAGE_TABLE = [
  page('/', 'home'),
  page('/:lang', 'home', { isInSitemap: true }),
  page('/:lang/news', 'news', { isInSitemap: true }),
  page('/:lang/news/:slug', 'news_article', { isInSitemap: true }),
  page('/:lang/guides', 'guides', { isInSitemap: true }),
  page('/:lang/guides/:slug', 'guide', { isInSitemap: true }),
  page('/:lang/tier-list', 'tier_list', { isInSitemap: true }),
  page('/:lang/aram', 'aram', { isInSitemap: true }),
  page('/:lang/aram/:championKey', 'champion', { isInSitemap: true }),
  page('/:lang/runes', 'runes', { isInSitemap: true }),
  page('/:lang/runes/:runeId', 'rune', { isInSitemap: true }),
  page('/:lang/items', 'items', { isInSitemap: true }),
  page('/:lang/items/:itemId', 'item', { isInSitemap: true }),
  page('/:lang/arena', 'arena', { isInSitemap: true }),
  page('/:lang/arena/augments', 'arena_augments', { isInSitemap: true }),
  page('/:lang/arena/:championKey', 'arena_champion', { isInSitemap: true }),
  // Not in the sitemap: it lists no augment's page.
  page('/:lang/arena/augments/:augmentId', 'arena_augment'),
  page('/:lang/leaderboards/:region', 'leaderboards', { isInSitemap: true }),
  info('/:lang/about', 'about'),
  info('/:lang/contacts', 'contacts'),
  info('/:lang/privacy-policy', 'privacy'),
  info('/:lang/terms-of-service', 'terms'),
  info('/:lang/legal', 'legal'),
  info('/:lang/cookies', 'cookies'),
  page('/:lang/champions', 'champions', { isInSitemap: true }),
  page('/:lang/champions/:championKey', 'champion', { isInSitemap: true }),
  // Every pair of champions in a role: too many to list, reached through the champion pages.
  page('/:lang/champions/:championKey/vs/:enemyKey', 'matchup'),
  page('/:lang/summoner/:region/:gameName/:tagLine', 'summoner'),
  page('/:lang/live/:region/:gameName/:tagLine', 'live'),
  page('/:lang/multisearch/:region', 'multisearch', hidden),
  page('/:lang/reset-password', 'reset_password', hidden),
  page('/:lang/profile', 'profile', hidden),
  page('/:lang/profile/favorites', 'profile_favorites', hidden),
  page('/:lang/profile/settings', 'profile_settings', hidden),
  page('/admin', 'admin', hidden),
  page('/admin/users/*', 'admin', hidden),
  page('/admin/news/*', 'admin', hidden),
  page('/admin/guides/*', 'admin', hidden),
] as const satisfies readonly SitePageEntry[];

/** The site's pages as the web app's router has them, one pattern a page. */
export const SITE_PAGES = SITE_PAGE_TABLE.map((entry) => entry.path);

export type SitePage = (typeof SITE_PAGE_TABLE)[number]['path'];

/** The path of a page under `/:lang` after the language (`''`, `/news`), or null for another. */
export function pathAfterLanguage(page: SitePage): string | null {
  if (page === '/:lang') return '';
  return page.startsWith('/:lang/') ? page.slice('/:lang'.length) : null;
}

/** Whether a pattern names one address a language: no parameter but `:lang`, no `/*`. */
export const isWithoutParameters = (page: SitePage): boolean =>
  !page.endsWith('/*') &&
  !page.split('/').some((segment) => segment.startsWith(':') && segment !== ':lang');

type SitePageOfTable = (typeof SITE_PAGE_TABLE)[number];
type InfoPageEntry = Extract<SitePageOfTable, { isInFooter: true }>;
type AfterLanguage<P extends string> = P extends `/:lang/${infer Rest}` ? Rest : never;

/** The information pages (about, contacts, the legal texts…), the footer's links. */
export const INFO_PAGES = SITE_PAGE_TABLE.filter(
  (entry): entry is InfoPageEntry => entry.isInFooter,
).map((entry) => ({
  /** The path after the language, without its slash: `privacy-policy`. */
  segment: entry.path.slice('/:lang/'.length) as AfterLanguage<InfoPageEntry['path']>,
  /** Its texts in `pages.json` and its head in `meta.json`: `privacy`. */
  texts: entry.head,
}));

/** The key of an information page's texts: `about`, `privacy`… */
export type InfoPageTexts = InfoPageEntry['head'];

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

import {
  alternateLinks,
  arenaChampionPagePath,
  CHAMPION_QUEUE_PARAMS,
  championPagePath,
  escapeHtml,
  guidePagePath,
  isWithoutParameters,
  itemPagePath,
  LANGUAGES,
  type Language,
  pageUrl,
  pathAfterLanguage,
  REGION_CODES,
  runePagePath,
  SITE_PAGE_TABLE,
} from '@riftscope/contracts';

/** A published article as the sitemap lists it. */
export interface SitemapArticle {
  slugs: Record<Language, string>;
  updatedAt: Date;
}

/** A published guide as the sitemap lists it: in the languages it is written in only. */
export interface SitemapGuide {
  slugs: Partial<Record<Language, string>>;
  updatedAt: Date;
}

/** What the sitemap lists besides the page table's pages. */
export interface SitemapLists {
  articles: readonly SitemapArticle[];
  guides?: readonly SitemapGuide[];
  championKeys?: readonly string[];
  runeIds?: readonly number[];
  itemIds?: readonly number[];
}

const xml = (text: string) => escapeHtml(text, { xml: true });

/** The pages of contracts' page table the sitemap lists as they are, by the path after the language. */
const SITEMAP_PAGES = SITE_PAGE_TABLE.flatMap((entry) => {
  const path = pathAfterLanguage(entry.path);
  return entry.isInSitemap && isWithoutParameters(entry.path) && path !== null ? [path] : [];
});

/**
 * One `<url>` per language of a page (those in `languages`, all by default), each linking those
 * languages and x-default (when English is among them).
 */
function urlEntries(
  site: string,
  path: string,
  alternatePaths: Partial<Record<Language, string>>,
  lastmod: Date | null,
  languages: readonly Language[] = LANGUAGES,
): string[] {
  const links = alternateLinks(site, path, alternatePaths, languages)
    .map((l) => `    <xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${xml(l.href)}"/>`)
    .join('\n');
  return languages.map((lang) =>
    [
      '  <url>',
      `    <loc>${xml(pageUrl(site, lang, alternatePaths[lang] ?? path))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod.toISOString()}</lastmod>`] : []),
      links,
      '  </url>',
    ].join('\n'),
  );
}

/**
 * The sitemap: the page table's sitemap pages without parameters in the three languages (the
 * champions list among them), each champion's page, ARAM page and Arena page (once, without
 * filters), each rune's page, each legendary item's and tier-two boots' page, each region's
 * ladder, then every published article under its slug in each language, and every published guide
 * under its slug in each language it is written in (its alternates those languages only), with
 * hreflang alternates throughout.
 */
export function renderSitemap(site: string, lists: SitemapLists): string {
  const { articles, guides = [], championKeys = [], runeIds = [], itemIds = [] } = lists;
  const entries = [
    ...SITEMAP_PAGES.flatMap((path) => urlEntries(site, path, {}, null)),
    ...championKeys.flatMap((key) => urlEntries(site, championPagePath(key), {}, null)),
    ...championKeys.flatMap((key) =>
      urlEntries(site, championPagePath(key, { queue: CHAMPION_QUEUE_PARAMS.aram }), {}, null),
    ),
    ...championKeys.flatMap((key) => urlEntries(site, arenaChampionPagePath(key), {}, null)),
    ...runeIds.flatMap((id) => urlEntries(site, runePagePath(id), {}, null)),
    ...itemIds.flatMap((id) => urlEntries(site, itemPagePath(id), {}, null)),
    ...REGION_CODES.flatMap((region) => urlEntries(site, `/leaderboards/${region}`, {}, null)),
    ...articles.flatMap((a) => {
      const paths = Object.fromEntries(
        LANGUAGES.map((l) => [l, `/news/${encodeURIComponent(a.slugs[l])}`]),
      );
      return urlEntries(site, paths.en ?? '', paths, a.updatedAt);
    }),
    ...guides.flatMap(guideEntries(site)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** A guide's `<url>`s: one per language it is written in, under its slug there. */
const guideEntries =
  (site: string) =>
  (guide: SitemapGuide): string[] => {
    const languages = LANGUAGES.filter((l) => guide.slugs[l] !== undefined);
    const paths = Object.fromEntries(
      languages.map((l) => [l, guidePagePath(guide.slugs[l] ?? '')]),
    );
    const [first] = languages;
    if (first === undefined) return [];
    return urlEntries(site, paths[first] ?? '', paths, guide.updatedAt, languages);
  };

/** robots.txt: everything but the API, the admin area and private profiles; names the sitemap. */
export function renderRobots(site: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /*/profile',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

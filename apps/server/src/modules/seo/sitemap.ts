import {
  alternateLinks,
  arenaChampionPagePath,
  CHAMPION_QUEUE_PARAMS,
  championPagePath,
  escapeHtml,
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

const xml = (text: string) => escapeHtml(text, { xml: true });

/** The pages of contracts' page table the sitemap lists as they are, by the path after the language. */
const SITEMAP_PAGES = SITE_PAGE_TABLE.flatMap((entry) => {
  const path = pathAfterLanguage(entry.path);
  return entry.isInSitemap && isWithoutParameters(entry.path) && path !== null ? [path] : [];
});

/** One `<url>` per language of a page, each linking all languages and x-default. */
function urlEntries(
  site: string,
  path: string,
  alternatePaths: Partial<Record<Language, string>>,
  lastmod: Date | null,
): string[] {
  const links = alternateLinks(site, path, alternatePaths)
    .map((l) => `    <xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${xml(l.href)}"/>`)
    .join('\n');
  return LANGUAGES.map((lang) =>
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
 * ladder, then every published article under its slug in each language, with hreflang alternates throughout.
 */
export function renderSitemap(
  site: string,
  articles: readonly SitemapArticle[],
  championKeys: readonly string[] = [],
  runeIds: readonly number[] = [],
  itemIds: readonly number[] = [],
): string {
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
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

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

import { isolateBidi } from './bidi.ts';
import type { TierRole } from './champions.ts';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages.ts';
import { isApexTier, type RankedTier } from './summoners.ts';
import { META_DESCRIPTION_MAX } from './text.ts';

/** Pages with their own title and description in `locales/<lng>/meta.json`. */
export const META_PAGES = [
  'home',
  'news',
  'news_article',
  'guides',
  'guide',
  'tier_list',
  'aram',
  'leaderboards',
  'champions',
  'champion',
  'champion_role',
  'matchup',
  'runes',
  'rune',
  'items',
  'item',
  'arena',
  'arena_champion',
  'arena_augments',
  'arena_augment',
  'summoner',
  'summoner_unranked',
  'summoner_unknown',
  'live',
  'multisearch',
  'about',
  'contacts',
  'privacy',
  'terms',
  'legal',
  'cookies',
  'profile',
  'reset_password',
  'profile_favorites',
  'profile_settings',
  'admin',
  'not_found',
] as const;
export type MetaPage = (typeof META_PAGES)[number];

export interface PageTexts {
  title: string;
  description: string;
}

export type MetaTexts = {
  site_name: string;
  /** A real description of the site: the fallback of every page (docs/product.md, Improvements). */
  default_description: string;
  /** `{{tier}} {{division}} {{lp}}`: a ranked standing below Master. */
  rank: string;
  /** `{{tier}} {{lp}}`: Master and above, which have no divisions. */
  rank_apex: string;
  tiers: Record<RankedTier, string>;
  /** Words of a champion page's head: its role and the slice of matches it rests on. */
  champion_slice: {
    roles: Record<TierRole, string>;
    /** `patch {{patch}}`. */
    patch: string;
    queues: Record<'420' | '440' | '450', string>;
    /** `{{tier}}+`: a rank bracket and those above it. */
    bracket: string;
    all_ranks: string;
    all_regions: string;
  };
} & Record<MetaPage, PageTexts>;

/** Open Graph locale of each language. */
export const OG_LOCALES = { en: 'en_US', ru: 'ru_RU', tr: 'tr_TR' } as const satisfies Record<
  Language,
  string
>;
export type OgLocale = (typeof OG_LOCALES)[Language];

export interface AlternateLink {
  hreflang: Language | 'x-default';
  href: string;
}

export interface PageMeta {
  /** The page title followed by the site name, or the site name alone. */
  title: string;
  description: string;
  /** `{site}/{lang}{path}`; null for pages kept out of search results. */
  canonical: string | null;
  /** en, ru, tr and x-default (English); empty for pages kept out of search results. */
  alternates: AlternateLink[];
  /** Search engines should not index the page (profile, admin, not found). */
  isNoIndex: boolean;
  og: {
    title: string;
    description: string;
    /** The canonical address; null when there is none. */
    url: string | null;
    type: 'website';
    locale: OgLocale;
    siteName: string;
    /** Absolute URL of the preview image. */
    image?: string;
  };
}

export interface PageMetaInput {
  /** PUBLIC_URL, without a trailing slash. */
  site: string;
  lang: Language;
  /** The meta texts of `lang`. */
  texts: MetaTexts;
  /** The path after the language prefix: '' for home, '/news', '/news/some-slug'. */
  path: string;
  /** The page's own title, without the site name. */
  title?: string | null;
  description?: string | null;
  /** Paths that differ by language, such as the per-language slugs of a news article. */
  alternatePaths?: Partial<Record<Language, string>>;
  /**
   * The languages the page is written in (a guide's, docs/guides.md): the alternates name only
   * these. Every language when absent.
   */
  languages?: readonly Language[];
  /** Absolute or site-relative URL of a preview image. */
  image?: string | null;
  isNoIndex?: boolean;
}

/** Replaces i18next-style `{{name}}` placeholders; unknown ones become empty. */
export function interpolate(text: string, values: Readonly<Record<string, string>> = {}): string {
  return text.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * A page's title and description in a language, with its placeholders filled in; each value
 * (a Riot ID, say) is isolated, so that its bidi controls cannot reorder the rest.
 */
export function pageTexts(
  texts: MetaTexts,
  page: MetaPage,
  values: Readonly<Record<string, string>> = {},
): PageTexts {
  const { title, description } = texts[page];
  const isolated = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, isolateBidi(value)]),
  );
  return { title: interpolate(title, isolated), description: interpolate(description, isolated) };
}

/** A ranked standing as a page title shows it: "Gold II 45 LP", "Challenger 1,234 LP". */
export function formatRankForMeta(
  texts: MetaTexts,
  lang: Language,
  entry: { tier: RankedTier; rank: string; leaguePoints: number },
): string {
  return interpolate(isApexTier(entry.tier) ? texts.rank_apex : texts.rank, {
    tier: texts.tiers[entry.tier],
    division: entry.rank,
    lp: new Intl.NumberFormat(lang).format(entry.leaguePoints),
  });
}

/** `{site}/{lang}{path}`. */
export function pageUrl(site: string, lang: Language, path: string): string {
  return `${site}/${lang}${path}`;
}

/**
 * The addresses of a page in `languages` (en, ru and tr unless told), then x-default pointing at
 * the English one; no x-default for a page not written in English.
 */
export function alternateLinks(
  site: string,
  path: string,
  alternatePaths: Partial<Record<Language, string>> = {},
  languages: readonly Language[] = LANGUAGES,
): AlternateLink[] {
  const links: AlternateLink[] = LANGUAGES.filter((lang) => languages.includes(lang)).map(
    (lang) => ({ hreflang: lang, href: pageUrl(site, lang, alternatePaths[lang] ?? path) }),
  );
  if (!languages.includes(FALLBACK_LANGUAGE)) return links;
  const english = pageUrl(site, FALLBACK_LANGUAGE, alternatePaths[FALLBACK_LANGUAGE] ?? path);
  links.push({ hreflang: 'x-default', href: english });
  return links;
}

/**
 * Plain text on one line, isolated (`isolateBidi`) and cut to 160 characters (code points) the way
 * `metaDescription` cuts, the isolates counted: a text that gains them is cut by as much more.
 */
function isolatedDescription(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  let max = META_DESCRIPTION_MAX;
  for (;;) {
    const isolated = isolateBidi(chars.slice(0, max).join('').trimEnd());
    const over = Array.from(isolated).length - META_DESCRIPTION_MAX;
    if (over <= 0) return isolated;
    max -= over;
  }
}

function absoluteUrl(site: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${site}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Title, description, canonical, alternates and Open Graph of a page (docs/product.md, Page metadata). The page's own
 * title and description may hold someone's text (a news title, a Riot ID): each is isolated
 * (`isolateBidi`), so that the site's name after the title stays where it is.
 */
export function pageMeta(input: PageMetaInput): PageMeta {
  const { texts } = input;
  const trimmed = input.title?.trim();
  const pageTitle = trimmed ? isolateBidi(trimmed) : null;
  const title = pageTitle ? `${pageTitle} — ${texts.site_name}` : texts.site_name;
  const description =
    isolatedDescription(input.description ?? '') || isolatedDescription(texts.default_description);
  const isNoIndex = input.isNoIndex ?? false;
  const canonical = isNoIndex
    ? null
    : pageUrl(input.site, input.lang, input.alternatePaths?.[input.lang] ?? input.path);
  const image = input.image ? absoluteUrl(input.site, input.image) : null;
  return {
    title,
    description,
    canonical,
    alternates: isNoIndex
      ? []
      : alternateLinks(input.site, input.path, input.alternatePaths, input.languages),
    isNoIndex,
    og: {
      title: pageTitle ?? texts.site_name,
      description,
      url: canonical,
      type: 'website',
      locale: OG_LOCALES[input.lang],
      siteName: texts.site_name,
      ...(image ? { image } : {}),
    },
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const XML_ESCAPES: Readonly<Record<string, string>> = { ...HTML_ESCAPES, "'": '&apos;' };

/**
 * Text made safe for HTML content and quoted attribute values. With `xml` (a sitemap, an SVG),
 * the apostrophe is XML's named `&apos;`, and characters XML forbids (control characters, lone
 * surrogates) are dropped or replaced so that the document stays well-formed: a browser shows
 * nothing at all for an SVG that does not parse.
 */
export function escapeHtml(text: string, { xml = false }: { xml?: boolean } = {}): string {
  if (!xml) return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
  return (
    text
      .toWellFormed()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)
  );
}

/** The `<head>` tags of a page: title, description, robots, canonical, alternates, Open Graph. */
export function renderHeadTags(meta: PageMeta): string {
  const e = escapeHtml;
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${e(content)}">`;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}">`,
  ];
  if (meta.isNoIndex) tags.push('<meta name="robots" content="noindex">');
  if (meta.canonical !== null) tags.push(`<link rel="canonical" href="${e(meta.canonical)}">`);
  for (const link of meta.alternates) {
    tags.push(`<link rel="alternate" hreflang="${e(link.hreflang)}" href="${e(link.href)}">`);
  }
  tags.push(
    property('og:title', meta.og.title),
    property('og:description', meta.og.description),
    property('og:type', meta.og.type),
    property('og:locale', meta.og.locale),
    property('og:site_name', meta.og.siteName),
  );
  if (meta.og.url !== null) tags.push(property('og:url', meta.og.url));
  if (meta.og.image) {
    tags.push(
      property('og:image', meta.og.image),
      '<meta name="twitter:card" content="summary_large_image">',
    );
  }
  return tags.join('\n    ');
}

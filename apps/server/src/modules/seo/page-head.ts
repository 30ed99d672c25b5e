import {
  type ChampionSearch,
  championPagePath,
  championPageTexts,
  championSearchString,
  DEFAULT_TIER_QUEUE,
  FALLBACK_LANGUAGE,
  formatRankForMeta,
  GameNameSchema,
  isLanguage,
  isRegion,
  LANGUAGES,
  type Language,
  META_TEXTS,
  type MetaPage,
  metaDescription,
  NEWS_SLUG_MAX,
  type NewsTranslation,
  type PageMeta,
  type PageMetaInput,
  pageMeta,
  pageTexts,
  type RankedTier,
  type Region,
  readChampionSearch,
  regionLabel,
  TagLineSchema,
  type TierListQueue,
} from '@riftscope/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** Public pages without parameters, by the path after the language (SPEC.md §2). */
export const STATIC_PAGES: Readonly<Record<string, MetaPage>> = {
  '': 'home',
  '/news': 'news',
  '/tier-list': 'tier_list',
  '/about': 'about',
  '/contacts': 'contacts',
  '/privacy-policy': 'privacy',
  '/terms-of-service': 'terms',
  '/legal': 'legal',
  '/cookies': 'cookies',
};

/** The profile area's child pages with a title of their own; any other is the profile home. */
const PROFILE_PAGES: Readonly<Record<string, MetaPage>> = {
  favorites: 'profile_favorites',
  settings: 'profile_settings',
};

/** A published article as its head needs it. */
export interface ArticleHead {
  translations: Record<Language, Pick<NewsTranslation, 'slug' | 'title' | 'body'>>;
  /** Site-relative URL of the cover, or null. */
  image: string | null;
}

/** A player fetched from Riot before, with their Solo Queue standing when they have one. */
export interface SummonerHead {
  gameName: string;
  tagLine: string;
  solo: { tier: RankedTier; rank: string; leaguePoints: number } | null;
}

/** A champion of Data Dragon as its page's head names it. */
export interface ChampionHead {
  /** The page's key: Data Dragon's id, lower-cased ("monkeyking"). */
  key: string;
  /** "Wukong" (en), "Вуконг" (ru): the name in the page's language. */
  name: string;
}

/** Reads of stored data only: a page head never waits for Riot. */
export interface PageHeadLookups {
  /** The published article a slug names in any language, current or former; null if none. */
  findArticle(slug: string, lang: Language): Promise<ArticleHead | null>;
  /** A player fetched from Riot before; null when only seen in others' matches or never. */
  findSummoner(region: Region, gameName: string, tagLine: string): Promise<SummonerHead | null>;
  /**
   * A champion of Data Dragon by its key, any case, named in `lang`; null when Data Dragon does
   * not know it.
   */
  findChampion(key: string, lang: Language): ChampionHead | null;
  /** The newest patch with stored matches of a queue; null when it has none. */
  newestPatch(queue: TierListQueue): Promise<string | null>;
}

export interface PageHead {
  /** 404 for unknown paths and articles; the web app shows its not-found page in either case. */
  status: 200 | 404;
  lang: Language;
  meta: PageMeta;
  isNoIndex: boolean;
}

const enc = encodeURIComponent;

/** The query string of a URL, without its fragment. */
const searchOf = (url: string) => new URLSearchParams(/\?([^#]*)/.exec(url)?.[1] ?? '');

/** The decoded segments of a URL's path, without a trailing slash; null if undecodable. */
function pathSegments(url: string): string[] | null {
  const path = (url.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  if (path === '') return [];
  try {
    return path.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** Resolves a page path to its status, language and metadata (SPEC.md §2, DESIGN.md §5). */
export function createPageHeadResolver(deps: {
  site: string;
  lookups: PageHeadLookups;
  log: FastifyBaseLogger;
}) {
  const { site, lookups, log } = deps;

  const head = (
    lang: Language,
    meta: Omit<PageMetaInput, 'site' | 'lang' | 'texts'>,
    status: PageHead['status'] = 200,
  ): PageHead => {
    const built = pageMeta({ site, lang, texts: META_TEXTS[lang], ...meta });
    return { status, lang, meta: built, isNoIndex: built.isNoIndex };
  };

  const notFound = (lang: Language) =>
    head(lang, { path: '', ...pageTexts(META_TEXTS[lang], 'not_found'), isNoIndex: true }, 404);

  /** A lookup's answer, or undefined when it failed: the page is then served with generic texts. */
  async function safely<T>(lookup: () => Promise<T>): Promise<T | undefined> {
    try {
      return await lookup();
    } catch (err) {
      log.warn({ err }, 'page head lookup failed');
      return undefined;
    }
  }

  async function article(lang: Language, slug: string): Promise<PageHead> {
    const found =
      slug.length > 0 && slug.length <= NEWS_SLUG_MAX
        ? await safely(() => lookups.findArticle(slug, lang))
        : null;
    if (!found) {
      const texts = pageTexts(META_TEXTS[lang], 'news_article');
      if (found === undefined) return head(lang, { path: `/news/${enc(slug)}`, ...texts });
      return head(lang, { path: `/news/${enc(slug)}`, ...texts, isNoIndex: true }, 404);
    }
    const own = found.translations[lang];
    return head(lang, {
      path: `/news/${enc(own.slug)}`,
      title: own.title,
      description: metaDescription(own.body),
      alternatePaths: Object.fromEntries(
        LANGUAGES.map((l) => [l, `/news/${enc(found.translations[l].slug)}`]),
      ),
      image: found.image,
    });
  }

  async function player(
    lang: Language,
    section: 'summoner' | 'live',
    params: string[],
  ): Promise<PageHead> {
    const [region, rawName, rawTag] = params;
    const gameName = GameNameSchema.safeParse(rawName);
    const tagLine = TagLineSchema.safeParse(rawTag);
    if (!isRegion(region) || !gameName.success || !tagLine.success) return notFound(lang);
    const stored = await safely(() => lookups.findSummoner(region, gameName.data, tagLine.data));
    const id = stored ?? { gameName: gameName.data, tagLine: tagLine.data, solo: null };
    const values = { name: `${id.gameName}#${id.tagLine}`, region: regionLabel(region), rank: '' };
    let page: MetaPage = section;
    if (section === 'summoner') {
      if (!stored) page = 'summoner_unknown';
      else if (!stored.solo) page = 'summoner_unranked';
      else values.rank = formatRankForMeta(META_TEXTS[lang], lang, stored.solo);
    }
    return head(lang, {
      path: `/${section}/${region}/${enc(id.gameName)}/${enc(id.tagLine)}`,
      ...pageTexts(META_TEXTS[lang], page, values),
    });
  }

  /**
   * The champions list (no key) or a champion page: named after the filters of the address, with
   * a canonical address that leaves the default ones out (patch included, when it is the newest).
   */
  async function champions(lang: Language, key: string | null, search: ChampionSearch) {
    const champion = key === null ? null : lookups.findChampion(key, lang);
    if (key !== null && !champion) return notFound(lang);
    const newest =
      (await safely(() => lookups.newestPatch(search.queue ?? DEFAULT_TIER_QUEUE))) ?? null;
    const texts = championPageTexts(META_TEXTS[lang], {
      ...(champion ? { champion: champion.name } : {}),
      search,
      patch: search.patch ?? newest,
      newestPatch: newest,
    });
    const path = champion
      ? championPagePath(champion.key, search, newest)
      : // The list filters roles on the page itself: one address for all of them.
        `/champions${championSearchString({ ...search, role: undefined }, newest)}`;
    return head(lang, { path, ...texts });
  }

  return {
    /** The head of the page at `url` (path and query, as the request line has it). */
    async resolve(url: string): Promise<PageHead> {
      const segments = pathSegments(url);
      if (segments === null) return notFound(FALLBACK_LANGUAGE);
      const [first, section, ...params] = segments;
      // `/` itself: the web app redirects it to the visitor's language.
      if (first === undefined) {
        return head(FALLBACK_LANGUAGE, {
          path: '',
          ...pageTexts(META_TEXTS[FALLBACK_LANGUAGE], 'home'),
        });
      }
      if (first === 'admin') {
        return head(FALLBACK_LANGUAGE, {
          path: '',
          ...pageTexts(META_TEXTS[FALLBACK_LANGUAGE], 'admin'),
          isNoIndex: true,
        });
      }
      if (!isLanguage(first)) return notFound(FALLBACK_LANGUAGE);
      const lang = first;
      if (section === undefined)
        return head(lang, { path: '', ...pageTexts(META_TEXTS[lang], 'home') });
      const staticPage = params.length === 0 ? STATIC_PAGES[`/${section}`] : undefined;
      if (staticPage)
        return head(lang, { path: `/${section}`, ...pageTexts(META_TEXTS[lang], staticPage) });
      if (section === 'news' && params.length === 1) return article(lang, params[0] ?? '');
      if (section === 'champions' && params.length <= 1) {
        return champions(lang, params[0] ?? null, readChampionSearch(searchOf(url)));
      }
      if ((section === 'summoner' || section === 'live') && params.length === 3) {
        return player(lang, section, params);
      }
      // A shared multi-search: the pasted names are the visitor's, so the page is never indexed.
      if (section === 'multisearch' && params.length === 1 && isRegion(params[0])) {
        return head(lang, {
          path: `/multisearch/${params[0]}`,
          ...pageTexts(META_TEXTS[lang], 'multisearch'),
          isNoIndex: true,
        });
      }
      if (section === 'reset-password' && params.length === 0) {
        return head(lang, {
          path: '/reset-password',
          ...pageTexts(META_TEXTS[lang], 'reset_password'),
          isNoIndex: true,
        });
      }
      if (section === 'profile') {
        return head(lang, {
          path: '/profile',
          ...pageTexts(META_TEXTS[lang], PROFILE_PAGES[params[0] ?? ''] ?? 'profile'),
          isNoIndex: true,
        });
      }
      return notFound(lang);
    },
  };
}

export type PageHeadResolver = ReturnType<typeof createPageHeadResolver>;

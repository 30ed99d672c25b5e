import {
  arenaAugmentPagePath,
  arenaAugmentsPagePath,
  arenaChampionPagePath,
  arenaPagePath,
  type ChampionSearch,
  championPagePath,
  championPageTexts,
  championSearchString,
  FALLBACK_LANGUAGE,
  GameNameSchema,
  GUIDE_SLUG_MAX,
  guidePagePath,
  isLanguage,
  isRegion,
  isWithoutParameters,
  itemPagePath,
  LANGUAGES,
  type Language,
  META_TEXTS,
  type MetaPage,
  NEWS_SLUG_MAX,
  type PageMeta,
  type PageMetaInput,
  pageMeta,
  pageTexts,
  pathAfterLanguage,
  readAramChampionSearch,
  readChampionSearch,
  regionLabel,
  runePagePath,
  SITE_PAGE_TABLE,
  type SitePageEntry,
  TagLineSchema,
} from '@riftscope/contracts';

/**
 * The pages under the language with one address each and a head from their key alone, by the
 * path after the language (contracts' page table): the champions list names its filters
 * instead, and the profile area has a rule of its own (below).
 */
const LANGUAGE_PAGES: ReadonlyMap<string, SitePageEntry> = new Map(
  SITE_PAGE_TABLE.flatMap((entry) => {
    const path = pathAfterLanguage(entry.path);
    return path !== null && isWithoutParameters(entry.path) && !path.startsWith('/profile')
      ? [[path, entry] as const]
      : [];
  }),
);

/** The profile area's pages by the segment after `profile`; any other is the profile home. */
const PROFILE_PAGES: ReadonlyMap<string, MetaPage> = new Map(
  SITE_PAGE_TABLE.flatMap((entry) => {
    const path = pathAfterLanguage(entry.path);
    return path?.startsWith('/profile/')
      ? [[path.slice('/profile/'.length), entry.head] as const]
      : [];
  }),
);

/** A champion of Data Dragon as its page's head names it. */
export interface ChampionHead {
  /** The page's key: Data Dragon's id, lower-cased ("monkeyking"). */
  key: string;
  /** "Wukong" (en), "Вуконг" (ru): the name in the page's language. */
  name: string;
}

/** Data Dragon, in memory: a page head reads nothing stored. */
export interface PageHeadLookups {
  /**
   * A champion of Data Dragon by its key, any case, named in `lang`; null when Data Dragon does
   * not know it.
   */
  findChampion(key: string, lang: Language): ChampionHead | null;
  /** A rune of Data Dragon's trees (not a tree or a shard) by id, named in `lang`; null otherwise. */
  findRune(id: number, lang: Language): RuneHead | null;
  /** An item of Data Dragon by id, named in `lang`; null when Data Dragon does not list it. */
  findItem(id: number, lang: Language): { id: number; name: string } | null;
  /** An Arena augment's name in `lang` (Community Dragon's); null when none is loaded. */
  augmentName(id: number, lang: Language): string | null;
  /**
   * The published guide whose slug in `lang` is `slug`; null when there is none. The one head
   * read from the database (docs/guides.md, Heads and the sitemap).
   */
  findGuide(slug: string, lang: Language): Promise<GuideHead | null>;
}

/** A published guide as its page's head names it, in the page's language. */
export interface GuideHead {
  title: string;
  /** '' when its author wrote none. */
  summary: string;
  /** Its slug in each language it is written in. */
  slugs: Partial<Record<Language, string>>;
}

/** A rune as its page's head names it. */
export interface RuneHead {
  id: number;
  /** "Conqueror" (en), in the page's language where Data Dragon has it. */
  name: string;
  /** Its tree's name ("Precision"). */
  tree: string;
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

/**
 * The head of a page from its address alone (docs/product.md, Page metadata and Web app): for the pages the
 * browser draws by itself (`/`, the profile and admin areas, the password reset), and for a
 * public page whose render failed, which the browser then draws. A rendered page's head is the
 * render's own (`usePageMeta`, ADR 0015); this one names the kind of page and what its address
 * says (a player's Riot ID, a champion's name from Data Dragon), never what only stored data knows
 * (an article's title, a player's rank), and reads nothing stored but a guide's title, summary
 * and slugs (guideHead).
 */
export function createPageHeadResolver(deps: { site: string; lookups: PageHeadLookups }) {
  const heads: Heads = { head: headBuilder(deps.site), lookups: deps.lookups };
  const { head } = heads;
  return {
    /** The head of the page at `url` (path and query, as the request line has it). */
    async resolve(url: string): Promise<PageHead> {
      const segments = pathSegments(url);
      if (segments === null) return notFound(head, FALLBACK_LANGUAGE);
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
      if (!isLanguage(first)) return notFound(head, FALLBACK_LANGUAGE);
      return headInLanguage(heads, { lang: first, section, params, url });
    },
  };
}

/** A head in `lang` from what the page says; the status is 200 unless told. */
type HeadOf = (
  lang: Language,
  meta: Omit<PageMetaInput, 'site' | 'lang' | 'texts'>,
  status?: PageHead['status'],
) => PageHead;

/** What the heads of pages are made with: the site's head builder and Data Dragon. */
interface Heads {
  head: HeadOf;
  lookups: PageHeadLookups;
}

function headBuilder(site: string): HeadOf {
  return (lang, meta, status = 200) => {
    const built = pageMeta({ site, lang, texts: META_TEXTS[lang], ...meta });
    return { status, lang, meta: built, isNoIndex: built.isNoIndex };
  };
}

const notFound = (head: HeadOf, lang: Language) =>
  head(lang, { path: '', ...pageTexts(META_TEXTS[lang], 'not_found'), isNoIndex: true }, 404);

/** A path under a language: `section` is its first segment after the language, if any. */
interface LanguagePath {
  lang: Language;
  section: string | undefined;
  params: string[];
  /** The whole URL, for its query. */
  url: string;
}

/** The head of a page under a language, by the kind of page its path names. */
function headInLanguage(
  heads: Heads,
  { lang, section, params, url }: LanguagePath,
): PageHead | Promise<PageHead> {
  const { head } = heads;
  if (section === undefined)
    return head(lang, { path: '', ...pageTexts(META_TEXTS[lang], 'home') });
  if (section === 'champions' && params.length <= 1) {
    const search = readChampionSearch(searchOf(url));
    return championsHead(heads, lang, { key: params[0] ?? null, search });
  }
  if (section === 'aram' && params.length === 1) {
    const search = readAramChampionSearch(searchOf(url));
    return championsHead(heads, lang, { key: params[0] ?? null, search });
  }
  const page = params.length === 0 ? LANGUAGE_PAGES.get(`/${section}`) : undefined;
  if (page) {
    return head(lang, {
      path: `/${section}`,
      ...pageTexts(META_TEXTS[lang], page.head),
      ...(page.isIndexed ? {} : { isNoIndex: true }),
    });
  }
  if (section === 'news' && params.length === 1) return articleHead(head, lang, params[0] ?? '');
  if (section === 'guides' && params.length === 1) return guideHead(heads, lang, params[0] ?? '');
  if ((section === 'runes' || section === 'items') && params.length === 1) {
    const search = readChampionSearch(searchOf(url));
    return buildPageHead(heads, lang, { section, id: params[0] ?? '', search });
  }
  if (section === 'arena') return arenaHead(heads, lang, { params, search: searchOf(url) });
  if ((section === 'summoner' || section === 'live') && params.length === 3) {
    return playerHead(head, lang, { section, params });
  }
  // A shared multi-search: the pasted names are the visitor's, so the page is never indexed.
  if (section === 'multisearch' && params.length === 1 && isRegion(params[0])) {
    return head(lang, {
      path: `/multisearch/${params[0]}`,
      ...pageTexts(META_TEXTS[lang], 'multisearch'),
      isNoIndex: true,
    });
  }
  if (section === 'leaderboards' && params.length === 1 && isRegion(params[0])) {
    return head(lang, {
      path: `/leaderboards/${params[0]}`,
      ...pageTexts(META_TEXTS[lang], 'leaderboards', { region: regionLabel(params[0]) }),
    });
  }
  if (section === 'profile') {
    return head(lang, {
      path: '/profile',
      ...pageTexts(META_TEXTS[lang], PROFILE_PAGES.get(params[0] ?? '') ?? 'profile'),
      isNoIndex: true,
    });
  }
  return notFound(head, lang);
}

function articleHead(head: HeadOf, lang: Language, slug: string): PageHead {
  const texts = pageTexts(META_TEXTS[lang], 'news_article');
  // No article's slug is empty, longer than the limit or holds a control character (a NUL).
  if (slug.length === 0 || slug.length > NEWS_SLUG_MAX || /\p{Cc}/u.test(slug)) {
    return head(lang, { path: `/news/${enc(slug)}`, ...texts, isNoIndex: true }, 404);
  }
  return head(lang, { path: `/news/${enc(slug)}`, ...texts });
}

/**
 * A guide's page, named after the guide (docs/guides.md, Heads and the sitemap): its title and
 * summary in the page's language, and its address in each language it is written in, each with
 * its own slug; 404 when no published guide has the slug in that language. Should the database
 * not answer, the page is named by its kind, as the address alone says.
 */
async function guideHead(
  { head, lookups }: Heads,
  lang: Language,
  slug: string,
): Promise<PageHead> {
  const texts = pageTexts(META_TEXTS[lang], 'guide');
  const path = guidePagePath(slug);
  // No guide's slug is empty, longer than the API takes or holds a control character (a NUL).
  if (slug.length === 0 || slug.length > GUIDE_SLUG_MAX * 2 || /\p{Cc}/u.test(slug)) {
    return notFound(head, lang);
  }
  const guide = await lookups.findGuide(slug, lang).catch(() => undefined);
  if (guide === undefined) return head(lang, { path, ...texts });
  if (guide === null) return notFound(head, lang);
  const languages = LANGUAGES.filter((l) => guide.slugs[l] !== undefined);
  return head(lang, {
    path,
    title: guide.title,
    description: guide.summary || texts.description,
    alternatePaths: Object.fromEntries(
      languages.map((l) => [l, guidePagePath(guide.slugs[l] ?? slug)]),
    ),
    languages,
  });
}

function playerHead(
  head: HeadOf,
  lang: Language,
  { section, params }: { section: 'summoner' | 'live'; params: string[] },
): PageHead {
  const [region, rawName, rawTag] = params;
  const gameName = GameNameSchema.safeParse(rawName);
  const tagLine = TagLineSchema.safeParse(rawTag);
  if (!isRegion(region) || !gameName.success || !tagLine.success) return notFound(head, lang);
  const values = {
    name: `${gameName.data}#${tagLine.data}`,
    region: regionLabel(region),
    rank: '',
  };
  return head(lang, {
    path: `/${section}/${region}/${enc(gameName.data)}/${enc(tagLine.data)}`,
    ...pageTexts(META_TEXTS[lang], section === 'summoner' ? 'summoner_unknown' : 'live', values),
  });
}

/** The champions list (no key) or a champion page, named after the filters of the address. */
function championsHead(
  { head, lookups }: Heads,
  lang: Language,
  { key, search }: { key: string | null; search: ChampionSearch },
): PageHead {
  const champion = key === null ? null : lookups.findChampion(key, lang);
  if (key !== null && !champion) return notFound(head, lang);
  const patch = search.patch ?? null;
  const texts = championPageTexts(META_TEXTS[lang], {
    ...(champion ? { champion: champion.name } : {}),
    search,
    patch,
    newestPatch: null,
  });
  const path = champion
    ? championPagePath(champion.key, search, null)
    : // The list filters roles on the page itself: one address for all of them.
      `/champions${championSearchString({ ...search, role: undefined }, null)}`;
  return head(lang, { path, ...texts });
}

/** A rune's or an item's page, named after it (and a rune's tree); an id naming none is 404. */
function buildPageHead(
  { head, lookups }: Heads,
  lang: Language,
  { section, id, search }: { section: 'runes' | 'items'; id: string; search: ChampionSearch },
): PageHead {
  const number = /^\d{1,9}$/.test(id) ? Number(id) : null;
  if (section === 'runes') {
    const rune = number === null ? null : lookups.findRune(number, lang);
    if (!rune) return notFound(head, lang);
    return head(lang, {
      path: runePagePath(rune.id, search, null),
      ...pageTexts(META_TEXTS[lang], 'rune', { rune: rune.name, tree: rune.tree }),
    });
  }
  const item = number === null ? null : lookups.findItem(number, lang);
  if (!item) return notFound(head, lang);
  return head(lang, {
    path: itemPagePath(item.id, search, null),
    ...pageTexts(META_TEXTS[lang], 'item', { item: item.name }),
  });
}

/**
 * Arena's pages: the tier list, a champion's page (404 for a key Data Dragon does not know), the
 * augment list and an augment's page, named after the augment or, when no name is loaded, its id
 * (an id of digits only: anything else is 404; whether an id names an augment the page learns
 * from the answer).
 */
function arenaHead(
  { head, lookups }: Heads,
  lang: Language,
  { params, search }: { params: string[]; search: URLSearchParams },
): PageHead {
  // The canonical address keeps the filters the pages read, when they are valid.
  const patch = search.get('patch') ?? '';
  const region = search.get('region') ?? '';
  const filters = {
    patch: /^\d+\.\d+$/.test(patch) ? patch : undefined,
    region: isRegion(region) ? region : undefined,
  };
  const texts = META_TEXTS[lang];
  const [first, second, ...rest] = params;
  if (rest.length > 0) return notFound(head, lang);
  if (first === undefined) {
    return head(lang, { path: arenaPagePath(filters), ...pageTexts(texts, 'arena') });
  }
  if (first === 'augments' && second === undefined) {
    return head(lang, {
      path: arenaAugmentsPagePath(filters),
      ...pageTexts(texts, 'arena_augments'),
    });
  }
  if (first === 'augments' && second !== undefined && /^\d{1,9}$/.test(second)) {
    const id = Number(second);
    const augment = lookups.augmentName(id, lang) ?? `#${id}`;
    return head(lang, {
      path: arenaAugmentPagePath(id, filters),
      ...pageTexts(texts, 'arena_augment', { augment }),
    });
  }
  const champion = second === undefined ? lookups.findChampion(first, lang) : null;
  if (!champion) return notFound(head, lang);
  return head(lang, {
    path: arenaChampionPagePath(champion.key, filters),
    ...pageTexts(texts, 'arena_champion', { champion: champion.name }),
  });
}

export type PageHeadResolver = ReturnType<typeof createPageHeadResolver>;

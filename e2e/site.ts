import { INFO_PAGES, type NewsItem } from '@riftscope/contracts';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { LANGUAGES, type Language, metaTitle, TEXTS } from './texts.ts';

/** A path under the language prefix that no route has. */
export const UNKNOWN_PATH = '/no-such-page-e2e';

/** A public page (docs/product.md, Routes) as the tests visit it in one language. */
export interface PublicPage {
  /** The page's name in test titles and screenshot files. */
  name: string;
  /** The full path, language prefix included. */
  path: string;
  /** The page's main heading; the not-found page shows its title instead. */
  heading: string;
  /** True for the not-found page: answered with 404, kept out of search results. */
  isNotFound: boolean;
  /** The server-rendered `<title>` without the site name. */
  title: string;
  /** The server-rendered canonical path (without the site); null when the page has none. */
  canonicalPath: string | null;
  /** The page's path in each language, for the hreflang alternates; empty when it has none. */
  alternatePaths: Partial<Record<Language, string>>;
}

const articleCache = new Map<Language, Promise<NewsItem>>();

/**
 * The first article of `GET /api/news?lang=…`: on a fresh server, the newest demo article. Its
 * `translations` hold the slug and title in every language.
 */
export function firstArticle(lang: Language): Promise<NewsItem> {
  let article = articleCache.get(lang);
  if (!article) {
    article = (async () => {
      const response = await fetch(`${baseUrl}/api/news?lang=${lang}`);
      if (!response.ok) throw new Error(`GET /api/news?lang=${lang}: ${response.status}`);
      const page = (await response.json()) as { data: NewsItem[] };
      const first = page.data[0];
      if (!first) throw new Error('GET /api/news returned no articles: the demo news is missing');
      return first;
    })();
    articleCache.set(lang, article);
  }
  return article;
}

/** The names of the public pages, in the order the tests visit them. */
export const PUBLIC_PAGE_NAMES = [
  'home',
  'news',
  'article',
  'tier-list',
  'aram',
  'runes',
  'items',
  'arena',
  'arena-augments',
  'guides',
  ...INFO_PAGES.map((info) => info.segment),
  'not-found',
] as const;
export type PublicPageName = (typeof PUBLIC_PAGE_NAMES)[number];

/** Where a public page is in `lang` and what it shows. */
export async function publicPage(lang: Language, name: PublicPageName): Promise<PublicPage> {
  const texts = TEXTS[lang];
  const page = (path: string, heading: string, title: string): PublicPage => ({
    name,
    path: `/${lang}${path}`,
    heading,
    isNotFound: false,
    title,
    canonicalPath: `/${lang}${path}`,
    alternatePaths: Object.fromEntries(LANGUAGES.map((other) => [other, `/${other}${path}`])),
  });
  switch (name) {
    case 'home':
      return page('', texts.home.title, metaTitle(lang, 'home'));
    case 'news':
      return page('/news', texts.news.title, metaTitle(lang, 'news'));
    case 'tier-list':
      return page('/tier-list', texts.tierList.title, metaTitle(lang, 'tier_list'));
    case 'aram':
      return page('/aram', texts.tierList.aram.title, metaTitle(lang, 'aram'));
    case 'runes':
      return page('/runes', texts.runes.title, metaTitle(lang, 'runes'));
    case 'items':
      return page('/items', texts.items.title, metaTitle(lang, 'items'));
    case 'arena':
      return page('/arena', texts.arena.title, metaTitle(lang, 'arena'));
    case 'guides':
      return page('/guides', texts.guides.title, metaTitle(lang, 'guides'));
    case 'arena-augments':
      return page(
        '/arena/augments',
        texts.arena.augment_list.title,
        metaTitle(lang, 'arena_augments'),
      );
    case 'article': {
      const { translations } = await firstArticle(lang);
      const { slug, title } = translations[lang];
      return {
        ...page(`/news/${encodeURIComponent(slug)}`, title, title),
        alternatePaths: Object.fromEntries(
          LANGUAGES.map((other) => [
            other,
            `/${other}/news/${encodeURIComponent(translations[other].slug)}`,
          ]),
        ),
      };
    }
    case 'not-found':
      return {
        ...page(UNKNOWN_PATH, texts.common.not_found.title, metaTitle(lang, 'not_found')),
        isNotFound: true,
        canonicalPath: null,
        alternatePaths: {},
      };
    default: {
      const info = INFO_PAGES.find(({ segment }) => segment === name);
      if (!info) throw new Error(`unknown page ${name}`);
      return page(`/${info.segment}`, texts.pages[info.texts].title, metaTitle(lang, info.texts));
    }
  }
}

/**
 * Waits until `target` shows its main heading (the not-found page: its title) and answers clicks,
 * and returns the heading's text; the caller compares it.
 */
export async function waitForPage(page: Page, target: PublicPage): Promise<string> {
  // The page's own h1 (the not-found page has one too), once the screen has replaced the last,
  // and the app has taken the server's HTML over, so that the page answers clicks.
  const heading = page.getByRole('heading', { level: 1, name: target.heading, exact: true });
  await heading.waitFor();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return (await heading.innerText()).trim();
}

/** The simulator's player the tests look up (kr, "Silent Brush#KR1"). */
export const KNOWN_PLAYER = { region: 'kr', gameName: 'Silent Brush', tagLine: 'KR1' } as const;

/** The path of a player's page. */
export const playerPath = (
  lang: Language,
  player: { region: string; gameName: string; tagLine: string },
) =>
  `/${lang}/summoner/${player.region}/${encodeURIComponent(player.gameName)}/${encodeURIComponent(player.tagLine)}`;

/**
 * Looks a player up through the API as the page would (the profile, then the first page of
 * matches, which waits for the lookup's matches to be stored): afterwards the site has them.
 * Returns the profile and the first page's match count.
 */
export async function lookUpPlayer(
  siteUrl: string,
  player: { region: string; gameName: string; tagLine: string },
) {
  const name = `${encodeURIComponent(player.gameName)}/${encodeURIComponent(player.tagLine)}`;
  const profile = await fetch(`${siteUrl}/api/summoners/${name}/${player.region}`);
  if (!profile.ok) throw new Error(`GET profile of ${player.gameName}: ${profile.status}`);
  const matches = await fetch(
    `${siteUrl}/api/summoners/${name}/matches?region=${player.region}&page=1&queue=all`,
  );
  if (!matches.ok) throw new Error(`GET matches of ${player.gameName}: ${matches.status}`);
  return {
    profile: (await profile.json()) as {
      summoner: { game_name: string };
      ranked: ({ tier: string; rank: string; leaguePoints: number } | null)[];
    },
    matchCount: ((await matches.json()) as { data: unknown[] }).data.length,
  };
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** The parts of a served page's `<head>` that docs/product.md, Page metadata asks for. */
export function readHead(html: string) {
  const attribute = (tag: string | undefined, name: string) => {
    const value = tag?.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    return value === undefined ? null : decode(value);
  };
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const canonical = links.find((tag) => /\srel="canonical"/.test(tag));
  const alternates = Object.fromEntries(
    links
      .filter((tag) => /\srel="alternate"/.test(tag) && /\shreflang=/.test(tag))
      .map((tag) => [attribute(tag, 'hreflang'), attribute(tag, 'href')]),
  );
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? ''));
  return {
    lang: attribute(html.match(/<html\b[^>]*>/)?.[0], 'lang'),
    titles,
    canonical: attribute(canonical, 'href'),
    alternates,
    isNoIndex: /<meta name="robots" content="noindex">/.test(html),
  };
}

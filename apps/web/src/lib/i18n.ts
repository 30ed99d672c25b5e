import {
  FALLBACK_LANGUAGE,
  INFO_PAGES,
  LANGUAGES,
  type Language,
  type MetaTexts,
} from '@riftscope/contracts';
import { type BackendModule, createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type admin from '../locales/en/admin.json';
import type arena from '../locales/en/arena.json';
import type championFilters from '../locales/en/champion-filters.json';
import type champions from '../locales/en/champions.json';
import type common from '../locales/en/common.json';
import type guides from '../locales/en/guides.json';
import type home from '../locales/en/home.json';
import type items from '../locales/en/items.json';
import type lane from '../locales/en/lane.json';
import type leaderboards from '../locales/en/leaderboards.json';
import type live from '../locales/en/live.json';
import type mastery from '../locales/en/mastery.json';
import type matchups from '../locales/en/matchups.json';
import type multisearch from '../locales/en/multisearch.json';
import type news from '../locales/en/news.json';
import type pages from '../locales/en/pages.json';
import type profile from '../locales/en/profile.json';
import type runes from '../locales/en/runes.json';
import type scouting from '../locales/en/scouting.json';
import type summoner from '../locales/en/summoner.json';
import type tierList from '../locales/en/tier-list.json';
import type timeline from '../locales/en/timeline.json';
import { languageDetector } from './language-detector.ts';

export const NAMESPACES = [
  'common',
  'home',
  'news',
  'guides',
  'pages',
  'summoner',
  'live',
  'multisearch',
  'scouting',
  'tier-list',
  'leaderboards',
  'champion-filters',
  'champions',
  'matchups',
  'runes',
  'items',
  'arena',
  'timeline',
  'mastery',
  'lane',
  'profile',
  'admin',
  'meta',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      news: typeof news;
      guides: typeof guides;
      pages: typeof pages;
      summoner: typeof summoner;
      live: typeof live;
      multisearch: typeof multisearch;
      scouting: typeof scouting;
      'tier-list': typeof tierList;
      leaderboards: typeof leaderboards;
      'champion-filters': typeof championFilters;
      champions: typeof champions;
      matchups: typeof matchups;
      runes: typeof runes;
      items: typeof items;
      arena: typeof arena;
      timeline: typeof timeline;
      mastery: typeof mastery;
      lane: typeof lane;
      profile: typeof profile;
      admin: typeof admin;
      meta: MetaTexts;
    };
  }
}

/** Fetches one language's texts of one namespace. */
export type LocaleLoader = (language: string, namespace: string) => Promise<object>;

// Every namespace is a JSON file of the build, fetched when first needed: a page downloads only
// its own texts in its own language, and the browser parses them as data, not as code. The page
// titles and descriptions come from the contracts, which the server renders from too.
const LOCALE_URLS: Record<string, string> = {
  ...import.meta.glob<string>('../locales/*/*.json', {
    query: '?url',
    import: 'default',
    eager: true,
  }),
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<string>('../../../../packages/contracts/locales/*/meta.json', {
        query: '?url',
        import: 'default',
        eager: true,
      }),
    ).map(([path, url]) => [path.replace(/^.*\/locales\//, '../locales/'), url]),
  ),
};

export const fetchLocale: LocaleLoader = async (language, namespace) => {
  const url = LOCALE_URLS[`../locales/${language}/${namespace}.json`];
  if (!url) throw new Error(`no locale ${language}/${namespace}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`locale ${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as object;
};

const localeBackend = (load: LocaleLoader): BackendModule => ({
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    load(language, namespace).then(
      (texts) => done(null, texts as Record<string, string>),
      (err: Error) => done(err, false),
    );
  },
});

/** The namespaces the first screen of `pathname` needs, so they load with the app, not after it. */
export function namespacesOfPath(pathname: string): Namespace[] {
  if (pathname.split('/')[1] === 'admin') return ['common', 'admin', 'meta'];
  const section = pathname.split('/')[2] ?? '';
  if (section === '') return ['common', 'home', 'meta'];
  if (section === 'news' || section === 'guides') return ['common', section, 'meta'];
  if (INFO_SECTIONS.has(section)) return ['common', 'pages', 'meta'];
  // The summoner page carries the search of the home page.
  if (section === 'summoner') return ['common', 'summoner', 'mastery', 'scouting', 'home', 'meta'];
  if (section === 'live') return ['common', 'live', 'scouting', 'meta'];
  if (section === 'multisearch') return ['common', 'multisearch', 'scouting', 'meta'];
  if (section === 'tier-list' || section === 'aram') {
    return ['common', 'tier-list', 'champion-filters', 'meta'];
  }
  if (section === 'leaderboards') return ['common', 'leaderboards', 'meta'];
  // A matchup page: /{lang}/champions/{key}/vs/{enemyKey}.
  if (section === 'champions' && pathname.split('/')[4] === 'vs') {
    return ['common', 'matchups', 'champion-filters', 'meta'];
  }
  if (section === 'champions') return ['common', 'champions', 'champion-filters', 'meta'];
  if (section === 'runes') return ['common', 'runes', 'champion-filters', 'meta'];
  if (section === 'items') return ['common', 'items', 'champion-filters', 'meta'];
  if (section === 'arena') return ['common', 'arena', 'champion-filters', 'meta'];
  if (section === 'profile') return ['common', 'profile', 'meta'];
  return ['common', 'meta'];
}

const INFO_SECTIONS = new Set<string>(INFO_PAGES.map((info) => info.segment));

/** What every i18next instance of the app is set up with, in the browser and on the server. */
export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
} as const;

/**
 * An i18next instance showing `language` (the path's first segment decides, docs/product.md, Languages). The
 * browser detector (language-detector.ts) keeps `i18nextLng` in local storage (docs/product.md, Languages).
 */
export async function createI18n(
  language: Language,
  namespaces: readonly Namespace[] = ['common', 'meta'],
  load: LocaleLoader = fetchLocale,
): Promise<I18n> {
  const instance = createInstance();
  await instance
    .use(localeBackend(load))
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      lng: language,
      ns: [...namespaces],
      react: { useSuspense: true },
    });
  return instance;
}

import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@riftscope/contracts';
import { type BackendModule, createInstance, type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type common from '../locales/en/common.json';
import type home from '../locales/en/home.json';
import type news from '../locales/en/news.json';
import type pages from '../locales/en/pages.json';

export const NAMESPACES = ['common', 'home', 'news', 'pages'] as const;
export type Namespace = (typeof NAMESPACES)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; home: typeof home; news: typeof news; pages: typeof pages };
  }
}

const locales = import.meta.glob<{ default: object }>('../locales/*/*.json');

/** Loads one language's namespace when first needed, so a page downloads only its own texts. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load = locales[`../locales/${language}/${namespace}.json`];
    if (!load) {
      done(new Error(`no locale ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => done(null, module.default as Record<string, string>),
      (err: Error) => done(err, false),
    );
  },
};

/** The namespaces the first screen of `pathname` needs, so they load with the app, not after it. */
export function namespacesOfPath(pathname: string): Namespace[] {
  const section = pathname.split('/')[2] ?? '';
  if (section === '') return ['common', 'home'];
  if (section === 'news') return ['common', 'news'];
  if (INFO_SECTIONS.has(section)) return ['common', 'pages'];
  return ['common'];
}

const INFO_SECTIONS = new Set([
  'about',
  'contacts',
  'privacy-policy',
  'terms-of-service',
  'legal',
  'cookies',
]);

/** A detected value that is not a plain language tag (such as injected markup) is ignored. */
export function plainLanguageTag(detected: string): string {
  return /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(detected) ? detected : '';
}

/**
 * An i18next instance showing `language` (the path's first segment decides, SPEC.md §2). The
 * browser detector is set up as SPEC.md §2 describes and keeps `i18nextLng` in local storage.
 */
export async function createI18n(
  language: Language,
  namespaces: readonly Namespace[] = ['common'],
): Promise<I18n> {
  const instance = createInstance();
  await instance
    .use(lazyLocales)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: 'i18nextLng',
        caches: ['localStorage'],
        convertDetectedLanguage: plainLanguageTag,
      },
      react: { useSuspense: true },
    });
  return instance;
}

import type { LanguageDetectorModule } from 'i18next';

/** Where the detector of docs/product.md, Languages looks, and the names it uses there. */
const QUERY_PARAMETER = 'lng';
const COOKIE_NAME = 'i18next';
const STORAGE_KEY = 'i18nextLng';

/** A detected value that is not a plain language tag (such as injected markup) is ignored. */
export function plainLanguageTag(detected: string): string {
  return /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(detected) ? detected : '';
}

/** Storage can throw (blocked cookies, some private modes): then it has nothing to say. */
function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The languages the browser names, in the order of docs/product.md, Languages: the `lng` query parameter, the
 * `i18next` cookie, local storage (`i18nextLng`), session storage, the navigator's languages and
 * the html tag's `lang`. Values that are not plain language tags are dropped.
 */
export function detectLanguages(): string[] {
  const found = [
    new URLSearchParams(window.location.search).get(QUERY_PARAMETER),
    readCookie(COOKIE_NAME),
    readStorage(() => window.localStorage, STORAGE_KEY),
    readStorage(() => window.sessionStorage, STORAGE_KEY),
    ...navigator.languages,
    document.documentElement.lang,
  ];
  return found.map((value) => plainLanguageTag(value ?? '')).filter((tag) => tag !== '');
}

/**
 * The browser language detector (docs/product.md, Languages) as an i18next module: it detects in the order above
 * and keeps the language in use in local storage. The path's language is given to i18next
 * explicitly, so detection only fills in where no language is named. It replaces
 * i18next-browser-languagedetector, whose other lookups the site does not use, to keep the
 * first script small.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage(language) {
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Storage is blocked: the path still carries the language.
    }
  },
};

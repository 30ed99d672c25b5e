import { initialLanguage, isLanguage, type Language } from '@riftscope/contracts';

export const LANGUAGE_STORAGE_KEY = 'lang';

/** The stored language preference; null when storage is blocked or empty. */
export function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the visitor's language choice; a blocked storage only loses the preference. */
export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the path still carries the language.
  }
}

/**
 * The language a page shows: its first segment when that is a language; otherwise (`/`, the
 * admin area) the visitor's preferred one: stored, else ru for a Russian browser, else en.
 */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  if (isLanguage(first)) return first;
  return initialLanguage(storedLanguage(), window.navigator.language);
}

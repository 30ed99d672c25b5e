import { initialLanguage, type Language, languageFromPath } from '@riftscope/contracts';

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

/** The language a page shows: `/` picks the visitor's preferred one, any other path its first segment. */
export function languageOfPath(pathname: string): Language {
  if (pathname === '/') return initialLanguage(storedLanguage(), window.navigator.language);
  return languageFromPath(pathname);
}

export const LANGUAGES = ['en', 'ru', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a path from its first segment; anything else falls back to en (docs/product.md, Languages). */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) ? first : FALLBACK_LANGUAGE;
}

/**
 * The language `/` redirects to: the stored preference, else ru when the browser
 * language starts with ru, else en (docs/product.md, Languages).
 */
export function initialLanguage(
  stored: string | null | undefined,
  browser: string | null | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  if (browser?.toLowerCase().startsWith('ru')) return 'ru';
  return FALLBACK_LANGUAGE;
}

/** Replaces the language segment of a path, keeping the rest (the language switcher). */
export function switchLanguageInPath(pathname: string, language: Language): string {
  const segments = pathname.split('/');
  if (isLanguage(segments[1])) {
    segments[1] = language;
    return segments.join('/');
  }
  return `/${language}${pathname === '/' ? '' : pathname}`;
}

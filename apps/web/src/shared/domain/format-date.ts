import type { Language } from '@riftscope/contracts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The language's long date format in a time zone (the visitor's when undefined), made once: its
 * first making loads the locale's calendar data.
 */
function dateFormat(language: Language, timeZone?: string): Intl.DateTimeFormat {
  const key = `${language}:${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * A calendar date the way the language writes it: "May 10, 2025", "10 мая 2025 г.", "10 Mayıs
 * 2025"; in `timeZone` (lib/render-clock.ts `useTimeZone`), the visitor's own when undefined.
 */
export function formatDate(iso: string, language: Language, timeZone?: string): string {
  return dateFormat(language, timeZone).format(new Date(iso));
}

/**
 * Makes the date format of `language` in a task of its own, queued by the loader of a page that
 * shows dates, as `warmUpNumberFormat` (lib/intl-warm-up.ts) does for numbers: the locale data
 * then loads while the page's code and data do, not in its first render.
 */
export function warmUpDateFormat(language: Language): void {
  setTimeout(() => dateFormat(language), 0);
}

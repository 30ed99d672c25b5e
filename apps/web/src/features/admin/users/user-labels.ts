import type { Language } from '@riftscope/contracts';

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A short calendar date for the dense users table: "May 10, 2025", "10 мая 2025 г.". */
export function formatShortDate(iso: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** The badge of a user's status (docs/product.md, Admin area): green Active, red Banned. */
export const STATUS_BADGE = {
  active: 'bg-win/15 text-win ring-win/40',
  banned: 'bg-loss/15 text-loss ring-loss/40',
} as const;

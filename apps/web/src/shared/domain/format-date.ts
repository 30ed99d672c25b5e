import type { Language } from '@riftscope/contracts';

// Its first use in a language is prepared by the page's loader (lib/intl-warm-up.ts).
const formats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar date the way the language writes it: "May 10, 2025", "10 мая 2025 г.", "10 Mayıs 2025". */
export function formatDate(iso: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}

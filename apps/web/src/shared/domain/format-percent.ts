import type { Language } from '@riftscope/contracts';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A percent (0–100) the way the language writes it, with `digits` decimals: 60%, 60 %, %60.
 * Every percent the site shows goes through here, texts included (they take it formatted), so
 * a language has one style of percent on every screen.
 */
export function formatPercent(value: number, language: Language, digits = 0): string {
  const key = `${language}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(value / 100);
}

import type { Language } from '@riftscope/contracts';

/** (kills + assists) / deaths; null for a perfect score (takedowns and no deaths). */
export function kdaRatio(kills: number, deaths: number, assists: number): number | null {
  if (deaths > 0) return (kills + assists) / deaths;
  return kills + assists > 0 ? null : 0;
}

const formats = new Map<string, Intl.NumberFormat>();

/** A number with a fixed count of decimals, as the language writes it: 3.25, 3,25. */
export function formatDecimal(value: number, language: Language, digits = 2): string {
  const key = `${language}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/** A whole number with the language's grouping: 12,345 or 12 345. */
export function formatCount(value: number, language: Language): string {
  return formatDecimal(value, language, 0);
}

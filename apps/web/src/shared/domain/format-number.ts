import { type Language, formatDuration as minutesAndSeconds } from '@riftscope/contracts';

/** Decimals a figure is shown with: a rate or average with one, a KDA ratio with two. */
export type DecimalDigits = 1 | 2;

/** Decimals a percent is shown with: whole on a player's pages, one on the champion pages. */
export type PercentDigits = 0 | 1;

/** Every number format the site uses in one language. */
interface NumberFormats {
  integer: Intl.NumberFormat;
  decimal: Record<DecimalDigits, Intl.NumberFormat>;
  percent: Record<PercentDigits, Intl.NumberFormat>;
  compact: Intl.NumberFormat;
}

const byLanguage = new Map<Language, NumberFormats>();

const fixed = (digits: number) => ({
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
});

/**
 * The number formats of `language`, made once and all at once: the first one made loads the
 * locale's data (see lib/intl-warm-up.ts), after which the others cost little.
 */
export function numberFormats(language: Language): NumberFormats {
  let formats = byLanguage.get(language);
  if (!formats) {
    formats = {
      integer: new Intl.NumberFormat(language),
      decimal: {
        1: new Intl.NumberFormat(language, fixed(1)),
        2: new Intl.NumberFormat(language, fixed(2)),
      },
      percent: {
        0: new Intl.NumberFormat(language, { style: 'percent', ...fixed(0) }),
        1: new Intl.NumberFormat(language, { style: 'percent', ...fixed(1) }),
      },
      compact: new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }),
    };
    byLanguage.set(language, formats);
  }
  return formats;
}

/** A whole number with the language's grouping, a fraction rounded: 12,345, 12 345, 12.345. */
export function formatCount(value: number, language: Language): string {
  return numberFormats(language).integer.format(Math.round(value));
}

/** A number with a fixed count of decimals, as the language writes it: 3.25, 3,25. */
export function formatDecimal(
  value: number,
  language: Language,
  digits: DecimalDigits = 2,
): string {
  return numberFormats(language).decimal[digits].format(value);
}

/**
 * A percent (0–100) the way the language writes it, with `digits` decimals: 60%, 60 %, %60.
 * Every percent the site shows goes through here, texts included (they take it formatted), so
 * a language has one style of percent on every screen.
 */
export function formatPercent(
  value: number,
  language: Language,
  digits: PercentDigits = 0,
): string {
  return numberFormats(language).percent[digits].format(value / 100);
}

/** A number shortened as the language does, one decimal at most: 12.3K, 12,3 тыс., 12,3 B. */
/** A change with its sign, a true minus sign below zero: "+21", "−18", "0". */
export function formatSigned(value: number, format: (n: number) => string): string {
  if (value === 0) return format(0);
  return `${value > 0 ? '+' : '\u2212'}${format(Math.abs(value))}`;
}

export function formatCompact(value: number, language: Language): string {
  return numberFormats(language).compact.format(value);
}

/** A duration as `m:ss`, minutes unbounded: 102 → `1:42`; negative or invalid input `0:00`. */
export function formatDuration(seconds: number): string {
  return minutesAndSeconds(seconds);
}

/** Game time as `m:ss` below an hour and `h:mm:ss` from an hour on: 3723 → `1:02:03`. */
export function formatElapsed(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  if (total < 3600) return minutesAndSeconds(total);
  const hours = Math.floor(total / 3600);
  return `${hours}:${minutesAndSeconds(total % 3600).padStart(5, '0')}`;
}

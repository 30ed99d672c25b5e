import type { Language } from '@riftscope/contracts';

const formats = new Map<Language, Intl.RelativeTimeFormat>();

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * How long ago (or from now) `timeMs` is, the way the language says it: "3 hours ago",
 * "вчера", "2 dakika sonra". Uses the largest unit that fits.
 */
export function formatRelativeTime(timeMs: number, nowMs: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formats.set(language, format);
  }
  let value = (timeMs - nowMs) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

import type { Language } from '@riftscope/contracts';
import { formatPercent } from '../../shared/domain/format-percent.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';

export interface Formats {
  /** A percent from the API (0–100), whole: 52%, 52 %, %52. */
  percent(value: number): string;
  /** A figure with one decimal: 6.4, 6,4. */
  decimal(value: number): string;
  /** A KDA ratio with two decimals: 3.25, 3,25. */
  ratio(value: number): string;
  /** A whole number with the language's grouping: 1,234, 1 234. */
  count(value: number): string;
}

/** One set of formats a language, made once: a number format is costly to build. */
const byLanguage = new Map<Language, Formats>();

function formats(language: Language): Formats {
  const fixed = (digits: number) =>
    new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const decimal = fixed(1);
  const ratio = fixed(2);
  const count = new Intl.NumberFormat(language);
  return {
    percent: (value) => formatPercent(value, language),
    decimal: (value) => decimal.format(value),
    ratio: (value) => ratio.format(value),
    count: (value) => count.format(value),
  };
}

/** Number formats of the page's language. */
export function useFormats(): Formats {
  const language = useLanguage();
  let found = byLanguage.get(language);
  if (!found) {
    found = formats(language);
    byLanguage.set(language, found);
  }
  return found;
}

import type { Language } from '@riftscope/contracts';
import { formatPercent } from '../../shared/domain/format-percent.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';

export interface Formats {
  /** 52.3% (a percent from the API, 0–100), in the page's language. */
  percent(value: number): string;
  /** 1,234 in the page's language. */
  count(value: number): string;
}

/** One set of formats a language, made once: a number format is costly to build. */
const byLanguage = new Map<Language, Formats>();

function formats(language: Language): Formats {
  const count = new Intl.NumberFormat(language);
  return {
    percent: (value) => formatPercent(value, language, 1),
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

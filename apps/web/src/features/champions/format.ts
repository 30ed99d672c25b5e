import type { Language } from '@riftscope/contracts';
import { useMemo } from 'react';
import { formatPercent } from '../../shared/domain/format-percent.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';

export interface Formats {
  /** 52.3% (a percent from the API, 0–100), in the page's language. */
  percent(value: number): string;
  /** 1,234 in the page's language. */
  count(value: number): string;
}

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
  return useMemo(() => formats(language), [language]);
}

import type { Language } from '@riftscope/contracts';
import { useMemo } from 'react';
import { useLanguage } from '../../shared/hooks/use-language.ts';

export interface Formats {
  /** 52.3% (a percent from the API, 0–100), in the page's language. */
  percent(value: number): string;
  /** 1,234 in the page's language. */
  count(value: number): string;
}

function formats(language: Language): Formats {
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const count = new Intl.NumberFormat(language);
  return {
    percent: (value) => percent.format(value / 100),
    count: (value) => count.format(value),
  };
}

/** Number formats of the page's language. */
export function useFormats(): Formats {
  const language = useLanguage();
  return useMemo(() => formats(language), [language]);
}

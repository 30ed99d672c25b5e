import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-number.ts';

describe('formatPercent', () => {
  it('writes a whole percent where each language puts the sign', () => {
    expect(formatPercent(59.6, 'en')).toBe('60%');
    expect(formatPercent(60, 'ru')).toBe('60\u00a0%');
    expect(formatPercent(60, 'tr')).toBe('%60');
  });

  it('keeps the style of the language with decimals', () => {
    expect(formatPercent(52.34, 'en', 1)).toBe('52.3%');
    expect(formatPercent(52.34, 'ru', 1)).toBe('52,3\u00a0%');
    expect(formatPercent(52, 'tr', 1)).toBe('%52,0');
  });
});

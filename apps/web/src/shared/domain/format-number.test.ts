import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatCount,
  formatDecimal,
  formatDuration,
  formatElapsed,
  formatPercent,
  numberFormats,
} from './format-number.ts';

describe('formatCount', () => {
  it("groups thousands with each language's separator", () => {
    expect(formatCount(12_345, 'en')).toBe('12,345');
    expect(formatCount(12_345, 'ru')).toBe('12\u00a0345');
    expect(formatCount(12_345, 'tr')).toBe('12.345');
  });

  it('rounds a fraction to the nearest whole number', () => {
    expect(formatCount(512.5, 'en')).toBe('513');
    expect(formatCount(1_234.4, 'ru')).toBe('1\u00a0234');
  });

  it('keeps the sign of a negative number', () => {
    expect(formatCount(-1_500, 'en')).toBe('-1,500');
  });
});

describe('formatDecimal', () => {
  it('writes two decimals by default, with the language’s decimal separator', () => {
    expect(formatDecimal(3.256, 'en')).toBe('3.26');
    expect(formatDecimal(3.256, 'ru')).toBe('3,26');
    expect(formatDecimal(3, 'tr')).toBe('3,00');
  });

  it('writes one decimal when asked, grouping thousands', () => {
    expect(formatDecimal(1_234.56, 'en', 1)).toBe('1,234.6');
    expect(formatDecimal(1_234.56, 'ru', 1)).toBe('1\u00a0234,6');
    expect(formatDecimal(1_234.56, 'tr', 1)).toBe('1.234,6');
  });
});

describe('formatPercent', () => {
  it('puts the sign where each language does', () => {
    expect(formatPercent(52, 'en')).toBe('52%');
    expect(formatPercent(52, 'ru')).toBe('52\u00a0%');
    expect(formatPercent(52, 'tr')).toBe('%52');
  });

  it('takes 0–100 and writes one decimal when asked', () => {
    expect(formatPercent(52.34, 'en', 1)).toBe('52.3%');
    expect(formatPercent(52.34, 'ru', 1)).toBe('52,3\u00a0%');
    expect(formatPercent(52.34, 'tr', 1)).toBe('%52,3');
  });
});

describe('formatCompact', () => {
  it('shortens thousands as each language does', () => {
    expect(formatCompact(12_345, 'en')).toBe('12.3K');
    expect(formatCompact(12_345, 'ru')).toBe('12,3\u00a0тыс.');
    expect(formatCompact(12_345, 'tr')).toBe('12,3\u00a0B');
    expect(formatCompact(950, 'en')).toBe('950');
  });
});

describe('formatDuration', () => {
  it('writes minutes and padded seconds, minutes unbounded', () => {
    expect(formatDuration(102)).toBe('1:42');
    expect(formatDuration(3_912)).toBe('65:12');
    expect(formatDuration(-5)).toBe('0:00');
  });
});

describe('formatElapsed', () => {
  it('adds hours from an hour on', () => {
    expect(formatElapsed(3_599)).toBe('59:59');
    expect(formatElapsed(3_600)).toBe('1:00:00');
    expect(formatElapsed(3_723)).toBe('1:02:03');
    expect(formatElapsed(Number.NaN)).toBe('0:00');
  });
});

describe('numberFormats', () => {
  it('makes the formats of a language once', () => {
    expect(numberFormats('tr')).toBe(numberFormats('tr'));
    expect(numberFormats('tr')).not.toBe(numberFormats('ru'));
  });
});

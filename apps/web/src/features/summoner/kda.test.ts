import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal } from '../../shared/domain/format-number.ts';
import { kdaRatio } from './kda.ts';

describe('kdaRatio', () => {
  it('divides kills and assists by deaths', () => {
    expect(kdaRatio(5, 2, 7)).toBe(6);
  });

  it('is perfect (null) with takedowns and no deaths', () => {
    expect(kdaRatio(3, 0, 4)).toBeNull();
  });

  it('is 0 for a game without takedowns or deaths', () => {
    expect(kdaRatio(0, 0, 0)).toBe(0);
  });
});

describe('number formats', () => {
  it('write decimals and thousands the way each language does', () => {
    expect(formatDecimal(3.256, 'en')).toBe('3.26');
    expect(formatDecimal(3.256, 'ru')).toBe('3,26');
    expect(formatCount(12_345, 'en')).toBe('12,345');
  });
});

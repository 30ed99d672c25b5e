import { describe, expect, it } from 'vitest';
import { asPercent, percentOf, round1, round2 } from './rounding.ts';

describe('rounding', () => {
  it('rounds to one and two decimals, halves up', () => {
    expect(round1(2.345)).toBe(2.3);
    expect(round1(2.35)).toBe(2.4);
    expect(round1(-0.05)).toBe(-0);
    expect(round2(1.005)).toBe(1);
    expect(round2(2 / 3)).toBe(0.67);
    expect(round2(7)).toBe(7);
  });

  it('gives a part of a whole as a percent with one decimal, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('gives a fraction as a percent with two decimals, never over 100', () => {
    expect(asPercent(0.123456)).toBe(12.35);
    expect(asPercent(1.2)).toBe(100);
    expect(asPercent(0)).toBe(0);
  });
});

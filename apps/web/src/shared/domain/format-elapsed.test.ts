import { describe, expect, it } from 'vitest';
import { formatElapsed } from './format-number.ts';

describe('formatElapsed', () => {
  it('shows minutes and padded seconds below an hour', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65)).toBe('1:05');
    expect(formatElapsed(3599)).toBe('59:59');
  });

  it('shows hours, padded minutes and padded seconds from an hour on', () => {
    expect(formatElapsed(3600)).toBe('1:00:00');
    expect(formatElapsed(3723)).toBe('1:02:03');
  });

  it('shows 0:00 for negative or invalid input', () => {
    expect(formatElapsed(-5)).toBe('0:00');
    expect(formatElapsed(Number.NaN)).toBe('0:00');
  });
});

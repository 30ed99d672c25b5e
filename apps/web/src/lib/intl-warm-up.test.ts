import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpDateFormat, warmUpNumberFormat } from './intl-warm-up.ts';

describe('Intl warm-ups', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("formats a number in the page's language in a later task, not in the caller's", () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'NumberFormat');
    warmUpNumberFormat('tr');
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledWith('tr');
  });

  it('formats a date as the news cards write theirs in a later task, not in the caller’s', () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    warmUpDateFormat('ru');
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledWith('ru', { dateStyle: 'long' });
  });
});

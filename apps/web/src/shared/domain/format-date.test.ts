import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, warmUpDateFormat } from './format-date.ts';

describe('warmUpDateFormat', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('formats a date as the news cards write theirs in a later task, not in the caller’s', () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    warmUpDateFormat('ru');
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledWith('ru', { dateStyle: 'long' });
    // The dates of the page use the format made then.
    formatDate('2025-05-10T12:00:00Z', 'ru');
    expect(made).toHaveBeenCalledTimes(1);
  });
});

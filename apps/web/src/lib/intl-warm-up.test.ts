import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpNumberFormat } from './intl-warm-up.ts';

describe('warmUpNumberFormat', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("formats a number in the page's language in a later task, not in the caller's", async () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'NumberFormat');
    warmUpNumberFormat('tr');
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    // The formats' module is loaded in that task, and the formats made once it is there.
    await vi.waitFor(() => expect(made).toHaveBeenCalledWith('tr'));
  });
});

import { toast } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './notify.ts';

vi.mock('react-hot-toast', () => ({
  toast: { success: vi.fn(), error: vi.fn() },
  Toaster: () => null,
}));

describe('notify', () => {
  it("leaves a toast's duration to the toaster unless one is given", async () => {
    notify.error('Failed to delete news.');
    notify.success('News deleted!', { durationMs: 2_000 });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith('Failed to delete news.', undefined);
    expect(toast.success).toHaveBeenCalledWith('News deleted!', { duration: 2_000 });
  });
});

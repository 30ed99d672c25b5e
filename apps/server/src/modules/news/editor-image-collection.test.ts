import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEditorImageCollection } from './editor-image-collection.ts';

const HOUR_MS = 60 * 60 * 1000;
const log = pino({ level: 'silent' });

describe('startEditorImageCollection', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects images older than the maximum age right away and then every interval', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z') });
    const collectEditorImages = vi.fn(async (_cutoff: Date) => 0);
    const collection = startEditorImageCollection({
      news: { collectEditorImages },
      log,
      intervalMs: HOUR_MS,
      maxAgeMs: 24 * HOUR_MS,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(collectEditorImages).toHaveBeenCalledTimes(1);
    expect(collectEditorImages.mock.calls[0]?.[0].toISOString()).toBe('2026-04-30T12:00:00.000Z');

    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(collectEditorImages).toHaveBeenCalledTimes(2);
    expect(collectEditorImages.mock.calls[1]?.[0].toISOString()).toBe('2026-04-30T13:00:00.000Z');

    await collection.stop();
    await vi.advanceTimersByTimeAsync(3 * HOUR_MS);
    expect(collectEditorImages).toHaveBeenCalledTimes(2);
  });

  it('keeps to its schedule after a pass fails', async () => {
    vi.useFakeTimers();
    const collectEditorImages = vi
      .fn(async (_cutoff: Date) => 0)
      .mockRejectedValueOnce(new Error('disk unavailable'));
    const warn = vi.spyOn(log, 'warn');
    const collection = startEditorImageCollection({
      news: { collectEditorImages },
      log,
      intervalMs: HOUR_MS,
      maxAgeMs: 24 * HOUR_MS,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(collectEditorImages).toHaveBeenCalledTimes(2);
    await collection.stop();
  });
});

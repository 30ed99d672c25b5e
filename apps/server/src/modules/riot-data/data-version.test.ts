import { describe, expect, it, vi } from 'vitest';
import { createDataVersion, DATA_VERSION_INTERVAL_MS, notifyingStores } from './data-version.ts';
import type { MatchesRepository } from './matches.repository.ts';

describe('the champion data version', () => {
  it('stays put while nothing is stored', () => {
    const version = createDataVersion({ now: () => 0 });
    expect(version.current()).toBe(0);
    expect(version.current()).toBe(0);
  });

  it('moves at once on the first change after a quiet spell', () => {
    let now = 1_000;
    const version = createDataVersion({ now: () => now });
    version.changed();
    expect(version.current()).toBe(1);
    now += DATA_VERSION_INTERVAL_MS + 1;
    version.changed();
    expect(version.current()).toBe(2);
  });

  it('moves at most once an interval however many changes come, and never loses the last', () => {
    let now = 0;
    const version = createDataVersion({ now: () => now });
    version.changed();
    expect(version.current()).toBe(1);
    // A crawl's pace: a match every 200 ms for 20 s. The changes wait for the interval.
    for (let i = 0; i < 100; i++) {
      now += 200;
      version.changed();
      expect(version.current()).toBe(1);
    }
    now = DATA_VERSION_INTERVAL_MS;
    expect(version.current()).toBe(2);
    // and count once
    now += DATA_VERSION_INTERVAL_MS * 3;
    expect(version.current()).toBe(2);
  });
});

describe('notifyingStores', () => {
  const repository = (storedMatch: boolean, storedTimeline: boolean) =>
    ({
      store: vi.fn(async () => storedMatch),
      storeMany: vi.fn(async (documents: unknown[]) => documents.map(() => storedMatch)),
      storeTimeline: vi.fn(async () => storedTimeline),
      storedIds: vi.fn(),
    }) as unknown as MatchesRepository;

  it('tells once of a batch with new matches, with the arguments and answer passed through', async () => {
    const changed = vi.fn();
    const inner = repository(true, true);
    const matches = notifyingStores(inner, changed);
    const documents = [{ metadata: { matchId: 'EUW1_1' } }, { metadata: { matchId: 'EUW1_2' } }];
    expect(await matches.storeMany(documents as never, { bracket: 'GOLD' })).toEqual([true, true]);
    expect(inner.storeMany).toHaveBeenCalledWith(documents, { bracket: 'GOLD' });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when no match of a batch is new', async () => {
    const changed = vi.fn();
    const matches = notifyingStores(repository(false, false), changed);
    expect(await matches.storeMany([{}, {}] as never)).toEqual([false, false]);
    expect(await matches.storeMany([])).toEqual([]);
    expect(changed).not.toHaveBeenCalled();
  });

  it('tells of a new match or timeline, with the arguments passed through', async () => {
    const changed = vi.fn();
    const inner = repository(true, true);
    const matches = notifyingStores(inner, changed);
    const document = { metadata: { matchId: 'EUW1_1' } } as never;
    expect(await matches.store(document, { bracket: 'GOLD' })).toBe(true);
    expect(inner.store).toHaveBeenCalledWith(document, { bracket: 'GOLD' });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(await matches.storeTimeline('EUW1_1', {} as never)).toBe(true);
    expect(changed).toHaveBeenCalledTimes(2);
    expect(matches.storedIds).toBe(inner.storedIds);
  });

  it('stays quiet when a store adds nothing', async () => {
    const changed = vi.fn();
    const matches = notifyingStores(repository(false, false), changed);
    await matches.store({} as never);
    await matches.storeTimeline('EUW1_1', {} as never);
    expect(changed).not.toHaveBeenCalled();
  });
});

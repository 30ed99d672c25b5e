import { singleFlight } from '../../platform/single-flight.ts';
import type { TtlCache } from '../../platform/ttl-cache.ts';
import type { MatchesRepository } from './matches.repository.ts';

/**
 * A crawl stores a match every few hundred milliseconds: dropping the cached champion answers on
 * each would leave them cold. A new version is issued at most this often.
 */
export const DATA_VERSION_INTERVAL_MS = 30_000;

/**
 * A counter of the champion aggregates' changes in this process (docs/champion-analytics.md,
 * "Reading"). The first change after a quiet spell counts at once; changes within the interval
 * after it count together, when the interval has passed and someone asks.
 */
export function createDataVersion(options: { now?: () => number; intervalMs?: number } = {}) {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? DATA_VERSION_INTERVAL_MS;
  let version = 0;
  let issuedAt = Number.NEGATIVE_INFINITY;
  let isPending = false;

  const issueIfDue = () => {
    if (isPending && now() - issuedAt >= intervalMs) {
      version += 1;
      issuedAt = now();
      isPending = false;
    }
  };

  return {
    /** New matches or timelines were stored. */
    changed(): void {
      isPending = true;
      issueIfDue();
    },
    /** The current version; answers cached under an older one are stale. */
    current(): number {
      issueIfDue();
      return version;
    },
  };
}

export type DataVersion = ReturnType<typeof createDataVersion>;

/** The matches repository, telling `changed` whenever a store adds to the aggregates. */
export function notifyingStores(
  matches: MatchesRepository,
  changed: () => void,
): MatchesRepository {
  return {
    ...matches,
    async store(...args: Parameters<MatchesRepository['store']>) {
      const isNew = await matches.store(...args);
      if (isNew) changed();
      return isNew;
    },
    async storeMany(...args: Parameters<MatchesRepository['storeMany']>) {
      const isNew = await matches.storeMany(...args);
      if (isNew.includes(true)) changed();
      return isNew;
    },
    async storeTimeline(...args: Parameters<MatchesRepository['storeTimeline']>) {
      const result = await matches.storeTimeline(...args);
      // A timeline stored before adds nothing, when the repository says so.
      if ((result as unknown) !== false) changed();
      return result;
    },
  };
}

/**
 * The generations of the data this process stored (the versions above): answers cached
 * in one generation are dropped when the next begins, and loads share one flight per key.
 */
export function dataGenerations(data: DataVersion | undefined) {
  const shared = singleFlight<unknown>();
  let seenVersion = data?.current() ?? 0;
  let generation = 0;
  return {
    current: (): number => generation,
    /** True, once, when the data changed since the last call: a new generation has begun. */
    hasChanged(): boolean {
      const version = data?.current() ?? 0;
      if (version === seenVersion) return false;
      seenVersion = version;
      generation += 1;
      return true;
    },
    /**
     * The cached value under `key`, or `load`'s, computed once for concurrent callers. A value
     * computed across a change of the data is answered but not kept. Keys start with the
     * cache's own word where several caches share these generations.
     */
    async cached<T>(cache: TtlCache<T>, key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const started = generation;
      return shared(`${started}:${key}`, async () => {
        const value = await load();
        if (generation === started) cache.set(key, value);
        return value;
      }) as Promise<T>;
    },
  };
}

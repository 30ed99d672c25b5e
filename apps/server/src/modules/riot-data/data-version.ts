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

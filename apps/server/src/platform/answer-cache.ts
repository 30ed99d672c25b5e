import { singleFlight } from './single-flight.ts';
import { createTtlCache } from './ttl-cache.ts';

/**
 * Recent answers kept for a short time, in groups that can be forgotten at once (all the
 * cached pages of one player after an Update). In one process they live in memory; with Redis
 * every process shares them (`platform/redis/answer-cache.ts`).
 */
export interface AnswerCache<T> {
  /**
   * The kept answer, or else `compute`'s, kept when `keep` accepts it (every answer by default)
   * and the group was not forgotten while it was computed: an answer read before an Update stored
   * new data is never kept after the Update forgot the old ones. Requests of this process that
   * miss the same answer together share one computation; its failure is the first request's
   * alone (it may be that request's address over its quota), and the others compute their own.
   */
  remember(
    group: string,
    field: string,
    compute: () => Promise<T>,
    keep?: (answer: T) => boolean,
  ): Promise<T>;
  get(group: string, field: string): Promise<T | undefined>;
  /** Keeps a value that no computation gives (a remembered "no such player"). */
  set(group: string, field: string, value: T): Promise<void>;
  /** Drops every answer of the group. */
  forget(group: string): Promise<void>;
}

export interface AnswerCacheOptions {
  /** Names the cache; caches with different names never share entries. */
  name: string;
  ttlMs: number;
  /** Entries kept in memory at most (the in-process cache only). */
  maxEntries: number;
  now?: () => number;
}

/** Makes an answer cache for a service; one factory per process decides where caches live. */
export type AnswerCacheFactory = <T>(options: AnswerCacheOptions) => AnswerCache<T>;

/**
 * How long a group's forgetting is remembered: longer than any answer takes to compute, a
 * lookup that waits for Riot's budget included. An answer computed across a forget older than
 * this would be kept.
 */
export const FORGET_MEMORY_MS = 3_600_000;

/** Groups whose forgetting the in-process cache remembers at most. */
const FORGOTTEN_MAX_ENTRIES = 100_000;

/** A group and a field cannot run together: a group never contains this character. */
const SEPARATOR = '\u0000';

/**
 * One computation at a time per key: a request arriving while one runs shares its answer, and
 * computes its own when that computation fails.
 */
function sharedComputations<T>() {
  const running = singleFlight<T>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    let isFirst = false;
    const shared = running(key, () => {
      isFirst = true;
      return compute();
    });
    return isFirst ? shared : shared.catch(() => compute());
  };
}

/** What `remember` needs of a cache, wherever the cache keeps its answers. */
export interface RememberParts<T> {
  get(group: string, field: string): Promise<T | undefined>;
  /** The group's generation now (counted up by each forget); undefined when it cannot be read. */
  generation(group: string): Promise<string | undefined>;
  /** Keeps the answer if the group's generation is still `generation`. */
  keepIfCurrent(group: string, field: string, answer: T, generation: string): Promise<void>;
}

/** AnswerCache.remember over a cache's parts; without a generation, nothing is kept. */
export function rememberWith<T>(parts: RememberParts<T>): AnswerCache<T>['remember'] {
  const computing = sharedComputations<T>();
  return async (group, field, compute, keep = () => true) => {
    const kept = await parts.get(group, field);
    if (kept !== undefined) return kept;
    const generation = await parts.generation(group);
    if (generation === undefined) return compute();
    return computing(`${group}${SEPARATOR}${field}${SEPARATOR}${generation}`, async () => {
      const answer = await compute();
      if (keep(answer)) await parts.keepIfCurrent(group, field, answer, generation);
      return answer;
    });
  };
}

export function memoryAnswerCache<T>(options: AnswerCacheOptions): AnswerCache<T> {
  const entries = createTtlCache<T>(options);
  // How often each group was forgotten lately: its generation.
  const forgets = createTtlCache<number>({
    ttlMs: FORGET_MEMORY_MS,
    maxEntries: FORGOTTEN_MAX_ENTRIES,
    now: options.now,
  });
  const generationOf = (group: string) => String(forgets.get(group) ?? 0);
  const keyOf = (group: string, field: string) => `${group}${SEPARATOR}${field}`;
  // A kept answer no longer changes; frozen, it is written and compressed once
  // (platform/prepared-answer.ts).
  const keepFrozen = (key: string, value: T) => entries.set(key, Object.freeze(value));
  const cache: AnswerCache<T> = {
    remember: rememberWith({
      get: (group, field) => cache.get(group, field),
      generation: async (group) => generationOf(group),
      async keepIfCurrent(group, field, answer, generation) {
        if (generationOf(group) === generation) keepFrozen(keyOf(group, field), answer);
      },
    }),
    async get(group, field) {
      return entries.get(keyOf(group, field));
    },
    async set(group, field, value) {
      keepFrozen(keyOf(group, field), value);
    },
    async forget(group) {
      entries.deletePrefix(`${group}${SEPARATOR}`);
      forgets.set(group, (forgets.get(group) ?? 0) + 1);
    },
  };
  return cache;
}

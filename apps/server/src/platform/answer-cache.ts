import { createTtlCache } from './ttl-cache.ts';

/**
 * Recent answers kept for a short time, in groups that can be forgotten at once (all the
 * cached pages of one player after an Update). In one process they live in memory; with Redis
 * every process shares them (`platform/redis/answer-cache.ts`).
 */
export interface AnswerCache<T> {
  get(group: string, field: string): Promise<T | undefined>;
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

/** A group and a field cannot run together: a group never contains this character. */
const SEPARATOR = '\u0000';

export function memoryAnswerCache<T>(options: AnswerCacheOptions): AnswerCache<T> {
  const entries = createTtlCache<T>(options);
  return {
    async get(group, field) {
      return entries.get(`${group}${SEPARATOR}${field}`);
    },
    async set(group, field, value) {
      // A kept answer no longer changes; frozen, it is written and compressed once
      // (platform/prepared-answer.ts).
      entries.set(`${group}${SEPARATOR}${field}`, Object.freeze(value));
    },
    async forget(group) {
      entries.deletePrefix(`${group}${SEPARATOR}`);
    },
  };
}

import { LRUCache } from 'lru-cache';

/** A small least-recently-used cache. */
export interface Lru<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  readonly size: number;
}

/** An LRU cache holding at most `capacity` entries. */
export function createLru<K extends {}, V extends {}>(capacity: number): Lru<K, V> {
  return new LRUCache<K, V>({ max: capacity });
}

import { LRUCache } from 'lru-cache';

/**
 * The most recently used Buffers up to a total size: hot art (the champions and items on every
 * page) is answered from memory, which a disk read and a stream per request cannot match.
 */
export function createByteLru(maxBytes: number) {
  const entries = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(bytes.length, 1),
  });
  return {
    get: (key: string): Buffer | undefined => entries.get(key),
    set(key: string, bytes: Buffer): void {
      // Larger than the whole budget: not kept, and whatever the key held stays.
      if (bytes.length > maxBytes) return;
      entries.set(key, bytes);
    },
    /** Bytes held now. */
    size: () => entries.calculatedSize,
  };
}

/**
 * The most recently used Buffers up to a total size: hot art (the champions and items on every
 * page) is answered from memory, which a disk read and a stream per request cannot match.
 */
export function createByteLru(maxBytes: number) {
  // A Map iterates in insertion order, so its first key is the least recently used.
  const entries = new Map<string, Buffer>();
  let total = 0;
  return {
    get(key: string): Buffer | undefined {
      const bytes = entries.get(key);
      if (bytes !== undefined) {
        entries.delete(key);
        entries.set(key, bytes);
      }
      return bytes;
    },
    set(key: string, bytes: Buffer): void {
      if (bytes.length > maxBytes) return;
      const previous = entries.get(key);
      if (previous !== undefined) {
        entries.delete(key);
        total -= previous.length;
      }
      entries.set(key, bytes);
      total += bytes.length;
      for (const [oldest, evicted] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= evicted.length;
      }
    },
    /** Bytes held now. */
    size: () => total,
  };
}

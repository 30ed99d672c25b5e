import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** A temporary file this old was left by a write that never finished (a crash): removed. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/**
 * The files of a cache folder, least recently used first, bounded in total size: using a file
 * past the bound removes the least recently used ones from the folder. The index is rebuilt from
 * the folder at start (oldest modification first; a file read from disk has its time renewed),
 * so a restart keeps the bound and roughly the order. Each process sharing the folder bounds
 * what it has seen: the files there at its start and those it has written or read since.
 */
export function createDiskCacheIndex(options: {
  dir: string;
  maxBytes: number;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { dir, log } = options;
  const now = options.now ?? Date.now;
  const files = leastRecentlyUsed();
  const evict = () => removeBeyond({ files, dir, maxBytes: options.maxBytes, log });

  const scan = async () => {
    const found = await readCacheFolder(dir, now);
    // Files used while the folder was read are newer than any found in it.
    const usedMeanwhile = files.drain();
    for (const { key, size } of found) files.put(key, size);
    for (const [key, size] of usedMeanwhile) files.put(key, size);
    await evict();
  };
  const ready = scan().catch((err: unknown) => {
    log.error({ err, dir }, 'ddragon image cache folder not read');
  });

  return {
    /** Resolves once the folder has been read and trimmed to the bound. */
    ready: () => ready,

    /**
     * Marks a file of the folder (`key`: its path below it, with `/`) as just used, adding it
     * when new; files beyond the bound are removed, least recently used first.
     */
    async use(key: string, size: number): Promise<void> {
      const isNew = !files.has(key);
      files.put(key, size);
      if (isNew) {
        await ready;
        await evict();
      }
    },

    /**
     * Marks an indexed file as just used; nothing for one the index does not hold (a file served
     * from memory that has left the folder is not counted again).
     */
    touch(key: string): void {
      const size = files.get(key);
      if (size !== undefined) files.put(key, size);
    },

    /** Bytes of the files indexed. */
    size: () => files.total(),
  };
}

type LeastRecentlyUsed = ReturnType<typeof leastRecentlyUsed>;

/** File sizes by key, least recently used first, with their total. */
function leastRecentlyUsed() {
  // A Map iterates in insertion order, so its first key is the least recently used.
  const sizes = new Map<string, number>();
  let total = 0;
  return {
    has: (key: string) => sizes.has(key),
    get: (key: string) => sizes.get(key),
    total: () => total,

    /** Adds the file, or moves it to the most recently used end. */
    put(key: string, size: number): void {
      const previous = sizes.get(key);
      if (previous !== undefined) {
        sizes.delete(key);
        total -= previous;
      }
      sizes.set(key, size);
      total += size;
    },

    /** Takes the least recently used files out until the total is within `maxBytes`. */
    takeBeyond(maxBytes: number): string[] {
      const removed: string[] = [];
      for (const [key, size] of sizes) {
        if (total <= maxBytes) break;
        sizes.delete(key);
        total -= size;
        removed.push(key);
      }
      return removed;
    },

    /** Empties the index, returning what it held, least recently used first. */
    drain(): [string, number][] {
      const held = [...sizes];
      sizes.clear();
      total = 0;
      return held;
    },
  };
}

/** Removes from the folder the least recently used files beyond the bound. */
async function removeBeyond(options: {
  files: LeastRecentlyUsed;
  dir: string;
  maxBytes: number;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { files, dir, log } = options;
  const removed = files.takeBeyond(options.maxBytes);
  if (removed.length === 0) return;
  await Promise.all(
    removed.map((key) =>
      rm(join(dir, key), { force: true }).catch((err: unknown) => {
        log.warn({ err, key }, 'ddragon image not removed from the cache');
      }),
    ),
  );
  log.info({ files: removed.length, bytes: files.total() }, 'ddragon image cache trimmed');
}

/**
 * The files of the folder, oldest modification first; temporary files left by a write that
 * never finished are removed.
 */
async function readCacheFolder(
  dir: string,
  now: () => number,
): Promise<{ key: string; size: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    },
  );
  const found: { key: string; size: number; usedAt: number }[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path).catch(() => null);
    if (info === null) continue;
    if (entry.name.endsWith('.tmp')) {
      if (now() - info.mtimeMs > STALE_TEMPORARY_MS) await rm(path, { force: true });
      continue;
    }
    found.push({
      key: relative(dir, path).split(sep).join('/'),
      size: info.size,
      usedAt: info.mtimeMs,
    });
  }
  return found.sort((a, b) => a.usedAt - b.usedAt);
}

export type DiskCacheIndex = ReturnType<typeof createDiskCacheIndex>;

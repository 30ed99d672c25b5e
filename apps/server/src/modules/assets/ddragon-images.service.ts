import { type FileHandle, open } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { singleFlight } from '../../platform/single-flight.ts';
import { createByteLru } from './byte-lru.ts';
import {
  type DdragonImage,
  type ImageRequest,
  imageFilePath,
  imageKey,
  parseDdragonImageRequest,
  upstreamUrl,
} from './ddragon-paths.ts';
import type { ImageLabels } from './image-labels.ts';
import {
  downloadImage,
  type ImageBytes,
  readImageFile,
  writeFileAtomically,
} from './image-source.ts';
import { placeholderSvg } from './placeholder.ts';

/** Larger than any Data Dragon image by far; a bigger answer is not art. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 5_000;
/** A file that could not be had is not asked for again this soon (a CDN down or blocked). */
const DEFAULT_FAILURE_MEMORY_MS = 60_000;
const MAX_REMEMBERED_FAILURES = 10_000;
/**
 * Hot files kept in memory: every champion, item, spell and rune icon of a version is ~15 MB.
 * Streaming each answer from disk served a 20 KB image at a third of a bare route's rate.
 */
const DEFAULT_MEMORY_BYTES = 32 * 1024 * 1024;
/** Larger files (none in Data Dragon's icons) are streamed from disk rather than held. */
const MAX_HOT_FILE_BYTES = 256 * 1024;

export type ImageAnswer =
  /** A hot file's bytes, from memory (the same in every language). */
  | { kind: 'bytes'; bytes: Buffer }
  /** A cached file too large to hold in memory, open; whoever streams it closes it. */
  | { kind: 'file'; handle: FileHandle; size: number }
  /** Art that could not be had: a placeholder SVG in the asked language, never stored. */
  | { kind: 'placeholder'; svg: string };

export interface DdragonImagesDeps {
  /** The Data Dragon versions whose art is served (the loaded one, the profile icons'). */
  versions: Iterable<string>;
  /** `DATA_DIR/ddragon-img`: files mirror the public paths below /cdn/ddragon/. */
  cacheDir: string;
  /** A Data Dragon snapshot to copy art from before asking the CDN (`<dir>/<version>/img/…`). */
  snapshotDir: string | undefined;
  /** Data Dragon's CDN origin (`https://ddragon.leagueoflegends.com`). */
  cdnBaseUrl: string;
  /** What a placeholder says, in the language the URL asks for (`?lang=ru`). */
  labels: ImageLabels;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  timeoutMs?: number;
  failureMemoryMs?: number;
  /** Bytes of hot files kept in memory. */
  memoryBytes?: number;
  /** Milliseconds since the epoch, for the failure memory; tests pass a fake. */
  clock?: () => number;
}

/**
 * Data Dragon's art from our own origin, cache-through: a file is taken from the snapshot or
 * downloaded once (concurrent first requests share one download), stored under the cache folder
 * and read from disk (or memory, when hot) ever after. What cannot be had is answered with a
 * placeholder.
 */
export function createDdragonImages(deps: DdragonImagesDeps) {
  const versions = new Set(deps.versions);
  const fetchImage = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const failureMemoryMs = deps.failureMemoryMs ?? DEFAULT_FAILURE_MEMORY_MS;
  const clock = deps.clock ?? Date.now;
  const log = deps.log;
  const once = singleFlight<boolean>();
  const memory = createByteLru(deps.memoryBytes ?? DEFAULT_MEMORY_BYTES);
  /** Key → when the file may be asked for again. */
  const failedUntil = new Map<string, number>();

  async function fromSnapshot(image: DdragonImage): Promise<ImageBytes> {
    if (deps.snapshotDir === undefined) return { ok: false, reason: 'missing' };
    return readImageFile(imageFilePath(image, deps.snapshotDir), MAX_IMAGE_BYTES);
  }

  /** Puts the file in the cache; false when neither the snapshot nor the CDN has it. */
  async function fill(image: DdragonImage, key: string): Promise<boolean> {
    let got = await fromSnapshot(image);
    if (!got.ok) {
      const url = upstreamUrl(image, deps.cdnBaseUrl);
      got = await downloadImage(url, { fetch: fetchImage, timeoutMs, maxBytes: MAX_IMAGE_BYTES });
      if (!got.ok) {
        log.warn({ url, reason: got.reason }, 'ddragon image unavailable');
        remember(key);
        return false;
      }
    }
    try {
      await writeFileAtomically(imageFilePath(image, deps.cacheDir), got.bytes);
      return true;
    } catch (err) {
      // The visitor still gets a placeholder; a cache that cannot be written needs a person.
      log.error({ err, key }, 'ddragon image not stored');
      return false;
    }
  }

  function remember(key: string): void {
    if (failedUntil.size >= MAX_REMEMBERED_FAILURES) {
      const oldest = failedUntil.keys().next().value;
      if (oldest !== undefined) failedUntil.delete(oldest);
    }
    failedUntil.set(key, clock() + failureMemoryMs);
  }

  function isRecentFailure(key: string): boolean {
    const until = failedUntil.get(key);
    if (until === undefined) return false;
    if (until > clock()) return true;
    failedUntil.delete(key);
    return false;
  }

  /** The cached file: its bytes, kept in memory from now on, or open for a large one. */
  async function readCached(image: DdragonImage, key: string): Promise<ImageAnswer | null> {
    const handle = await open(imageFilePath(image, deps.cacheDir)).catch(() => null);
    if (handle === null) return null;
    const { size } = await handle.stat();
    if (size > MAX_HOT_FILE_BYTES) return { kind: 'file', handle, size };
    try {
      const bytes = await handle.readFile();
      memory.set(key, bytes);
      return { kind: 'bytes', bytes };
    } finally {
      await handle.close();
    }
  }

  return {
    /** The image a raw request URL names, or null when the proxy does not serve it. */
    parse: (rawUrl: string): ImageRequest | null => parseDdragonImageRequest(rawUrl, versions),

    /**
     * The image from the cache, filling the cache first when needed, or its placeholder. A file
     * is one whatever the language (memory, disk, downloads and failures are keyed by its path);
     * only a placeholder's label follows the language, and it is drawn afresh for each request.
     */
    async get({ image, language }: ImageRequest): Promise<ImageAnswer> {
      const key = imageKey(image);
      const hot = memory.get(key);
      if (hot) return { kind: 'bytes', bytes: hot };
      const cached = await readCached(image, key);
      if (cached) return cached;
      const isStored = !isRecentFailure(key) && (await once(key, () => fill(image, key)));
      const stored = isStored ? await readCached(image, key) : null;
      return stored ?? { kind: 'placeholder', svg: placeholderSvg(deps.labels(image, language)) };
    },
  };
}

export type DdragonImages = ReturnType<typeof createDdragonImages>;

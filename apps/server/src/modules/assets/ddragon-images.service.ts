import { type FileHandle, open, utimes } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { singleFlight } from '../../platform/single-flight.ts';
import { createMemoryLookupQuota, type LookupQuota } from '../ingestion/lookup-quota.ts';
import { createByteLru } from './byte-lru.ts';
import type { AugmentIcons } from './cdragon-paths.ts';
import {
  type DdragonImage,
  type ImageRequest,
  imageFilePath,
  imageKey,
  parseImageRequest,
  upstreamUrl,
} from './ddragon-paths.ts';
import { createDiskCacheIndex, type DiskCacheIndex } from './disk-cache-index.ts';
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
/**
 * A file the CDN says it does not have (404, 403) is not asked for again this soon: Data Dragon's
 * files of a version do not appear later, and a made-up name costs the CDN one request an hour.
 */
export const MISS_MEMORY_MS = 60 * 60_000;
/** More than an hour of the default fetch allowance, so that no miss is forgotten early. */
const MAX_REMEMBERED_FAILURES = 100_000;
/** The window of the fetch allowances. */
export const UPSTREAM_FETCH_WINDOW_MS = 60_000;
/**
 * Defaults of the allowances (`DDRAGON_FETCHES_PER_IP_PER_MINUTE`, `DDRAGON_FETCHES_PER_MINUTE`):
 * a player's page names about 110 pieces of art, so a visitor opening a few pages on a cold
 * cache stays within 300 a minute (docs/architecture.md, game art).
 */
export const DEFAULT_FETCHES_PER_ADDRESS = 300;
export const DEFAULT_FETCHES_IN_TOTAL = 1200;
/** Default bound of the cache folder (`DDRAGON_CACHE_MB`). */
export const DEFAULT_CACHE_BYTES = 256 * 1024 * 1024;
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
  | { kind: 'placeholder'; svg: string }
  /**
   * Art not fetched because the fetch allowance of the visitor's address or of the site is used
   * up: a placeholder for now, which the visitor should not keep.
   */
  | { kind: 'limited'; svg: string };

/**
 * Fetches from the CDN allowed in a window (`UPSTREAM_FETCH_WINDOW_MS`), each file counted once:
 * per client address (`clientAddressKey`), and for the whole site under one key.
 */
export interface UpstreamAllowance {
  perAddress: LookupQuota;
  inTotal: LookupQuota;
}

/** The allowances counted in this process's memory, with the defaults. */
export function memoryUpstreamAllowance(
  options: { perAddress?: number; inTotal?: number; now?: () => number } = {},
): UpstreamAllowance {
  const windowMs = UPSTREAM_FETCH_WINDOW_MS;
  const now = options.now;
  return {
    perAddress: createMemoryLookupQuota({
      max: options.perAddress ?? DEFAULT_FETCHES_PER_ADDRESS,
      windowMs,
      now,
    }),
    inTotal: createMemoryLookupQuota({
      max: options.inTotal ?? DEFAULT_FETCHES_IN_TOTAL,
      windowMs,
      now,
    }),
  };
}

/** The key the site-wide allowance counts every fetch under. */
const EVERYONE = 'everyone';

export interface DdragonImagesDeps {
  /** The Data Dragon versions whose art is served (the loaded one, the profile icons'). */
  versions: Iterable<string>;
  /** `DATA_DIR/ddragon-img`: files mirror the public paths below /cdn/ddragon/. */
  cacheDir: string;
  /** A Data Dragon snapshot to copy art from before asking the CDN (`<dir>/<version>/img/…`). */
  snapshotDir: string | undefined;
  /** Data Dragon's CDN origin (`https://ddragon.leagueoflegends.com`). */
  cdnBaseUrl: string;
  /**
   * Arena augments' icons from Community Dragon at `cdragonUrl` (config.riot.cdragonUrl), each
   * at the path its loaded data gives (`icons`); absent while Community Dragon is not asked, and
   * every augment's path is then unknown. They have no snapshot.
   */
  augments?: { icons: AugmentIcons; cdragonUrl: string };
  /** What a placeholder says, in the language the URL asks for (`?lang=ru`). */
  labels: ImageLabels;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  timeoutMs?: number;
  failureMemoryMs?: number;
  /** Bytes of hot files kept in memory. */
  memoryBytes?: number;
  /** Bytes of files kept in the cache folder; the least recently used go beyond it. */
  cacheBytes?: number;
  /** Fetches from the CDN allowed per address and in total; the defaults in memory without. */
  allowance?: UpstreamAllowance;
  /** Milliseconds since the epoch, for the failure memory; tests pass a fake. */
  clock?: () => number;
}

/**
 * Game art from our own origin (Data Dragon's, and Arena augments' icons from Community Dragon),
 * cache-through: a file is taken from the snapshot or
 * downloaded once (concurrent first requests share one download), stored under the cache folder
 * and read from disk (or memory, when hot) ever after. What cannot be had is answered with a
 * placeholder. What it costs is bounded: a miss is remembered, fetches from the CDN are counted
 * against the visitor's and the site's allowances, and the cache folder against `cacheBytes`.
 */
export function createDdragonImages(deps: DdragonImagesDeps) {
  const sources = { versions: new Set(deps.versions), augmentIcons: deps.augments?.icons ?? null };
  const cache = imageCache(deps);
  const once = singleFlight<FillOutcome>();

  return {
    /** The image a raw request URL names, or null when the proxy does not serve it. */
    parse: (rawUrl: string): ImageRequest | null => parseImageRequest(rawUrl, sources),

    /**
     * The image from the cache, filling the cache first when needed, or its placeholder. A file
     * is one whatever the language (memory, disk, downloads and failures are keyed by its path);
     * only a placeholder's label follows the language, and it is drawn afresh for each request.
     * `address` is the visitor's `clientAddressKey`, whose allowance a fetch from the CDN uses.
     */
    async get({ image, language }: ImageRequest, address: string): Promise<ImageAnswer> {
      const key = imageKey(image);
      const hot = cache.memory.get(key);
      if (hot) {
        cache.onDisk.touch(key);
        return { kind: 'bytes', bytes: hot };
      }
      const cached = await readCached(cache, image, key);
      if (cached) return cached;
      const filled = cache.failures.isRecent(key)
        ? 'failed'
        : await once(key, () => fill(cache, { image, key, address }));
      const stored = filled === 'stored' ? await readCached(cache, image, key) : null;
      if (stored) return stored;
      const svg = placeholderSvg(deps.labels(image, language));
      return filled === 'limited' ? { kind: 'limited', svg } : { kind: 'placeholder', svg };
    },

    /** Resolves once the cache folder has been read and trimmed to its bound. */
    ready: () => cache.onDisk.ready(),
  };
}

/**
 * How filling the cache with a file ended: 'stored', 'failed' when neither the snapshot nor the
 * CDN has it, or 'limited' when the CDN was not asked because an allowance is used up.
 */
type FillOutcome = 'stored' | 'failed' | 'limited';

/** What the proxy's steps share: its settings, defaults applied, and where it keeps files. */
interface ImageCache {
  deps: DdragonImagesDeps;
  fetch: typeof fetch;
  timeoutMs: number;
  failureMemoryMs: number;
  clock: () => number;
  log: FastifyBaseLogger;
  /** Hot files' bytes. */
  memory: ReturnType<typeof createByteLru>;
  /** The files of the cache folder, bounded. */
  onDisk: DiskCacheIndex;
  allowance: UpstreamAllowance;
  /** Files not to ask for again yet. */
  failures: FailureMemory;
}

function imageCache(deps: DdragonImagesDeps): ImageCache {
  const clock = deps.clock ?? Date.now;
  return {
    deps,
    fetch: deps.fetch ?? fetch,
    timeoutMs: deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    failureMemoryMs: deps.failureMemoryMs ?? DEFAULT_FAILURE_MEMORY_MS,
    clock,
    log: deps.log,
    memory: createByteLru(deps.memoryBytes ?? DEFAULT_MEMORY_BYTES),
    onDisk: createDiskCacheIndex({
      dir: deps.cacheDir,
      maxBytes: deps.cacheBytes ?? DEFAULT_CACHE_BYTES,
      log: deps.log,
      now: clock,
    }),
    allowance: deps.allowance ?? memoryUpstreamAllowance({ now: clock }),
    failures: failureMemory(clock),
  };
}

type FailureMemory = ReturnType<typeof failureMemory>;

/** Files that could not be had, each until it may be asked for again; the oldest go past a bound. */
function failureMemory(clock: () => number) {
  /** Key → when the file may be asked for again. */
  // Counted through maxSize, each entry one, so that room for the bound is not allocated up front.
  const failedUntil = new LRUCache<string, number>({
    maxSize: MAX_REMEMBERED_FAILURES,
    sizeCalculation: () => 1,
  });
  return {
    remember(key: string, forMs: number): void {
      failedUntil.set(key, clock() + forMs);
    },

    isRecent(key: string): boolean {
      const until = failedUntil.get(key);
      if (until === undefined) return false;
      if (until > clock()) return true;
      failedUntil.delete(key);
      return false;
    },
  };
}

interface FillRequest {
  image: DdragonImage;
  key: string;
  /** The visitor's `clientAddressKey`. */
  address: string;
}

/** Puts the file in the cache, from the snapshot or else the CDN. */
async function fill(cache: ImageCache, request: FillRequest): Promise<FillOutcome> {
  const fromSnapshot = await readFromSnapshot(cache.deps, request.image);
  const got = fromSnapshot.ok ? fromSnapshot : await fetchFromCdn(cache, request);
  if (got === 'limited' || got === 'failed') return got;
  const { image, key } = request;
  try {
    await writeFileAtomically(imageFilePath(image, cache.deps.cacheDir), got.bytes);
    await cache.onDisk.use(key, got.bytes.length);
    return 'stored';
  } catch (err) {
    // The visitor still gets a placeholder; a cache that cannot be written needs a person.
    cache.log.error({ err, key }, 'ddragon image not stored');
    return 'failed';
  }
}

async function readFromSnapshot(deps: DdragonImagesDeps, image: DdragonImage): Promise<ImageBytes> {
  // A Data Dragon snapshot has no Community Dragon art.
  if (deps.snapshotDir === undefined || image.kind === 'augment') {
    return { ok: false, reason: 'missing' };
  }
  return readImageFile(imageFilePath(image, deps.snapshotDir), MAX_IMAGE_BYTES);
}

/**
 * The file's bytes from the CDN, within the allowances; a failure is remembered, a miss (the CDN
 * does not have it) for longer.
 */
async function fetchFromCdn(
  cache: ImageCache,
  { image, key, address }: FillRequest,
): Promise<{ ok: true; bytes: Buffer } | 'limited' | 'failed'> {
  const waitSeconds = await waitForFetch(cache.allowance, address, key);
  if (waitSeconds > 0) {
    // Debug only: a flood of made-up names would otherwise be a flood of log lines.
    cache.log.debug({ address, key, waitSeconds }, 'ddragon image fetch allowance used up');
    return 'limited';
  }
  const url = upstreamUrl(image, {
    ddragon: cache.deps.cdnBaseUrl,
    cdragon: cache.deps.augments?.cdragonUrl ?? null,
  });
  // Not reached: without Community Dragon no augment's path is parsed.
  if (url === null) return 'failed';
  const got = await downloadImage(url, {
    fetch: cache.fetch,
    timeoutMs: cache.timeoutMs,
    maxBytes: MAX_IMAGE_BYTES,
  });
  if (got.ok) return got;
  cache.log.warn({ url, reason: got.reason }, 'ddragon image unavailable');
  cache.failures.remember(key, got.reason === 'not-found' ? MISS_MEMORY_MS : cache.failureMemoryMs);
  return 'failed';
}

/**
 * Seconds until the visitor at `address` may have a file fetched from the CDN, counting this
 * one; 0 when it may now.
 */
async function waitForFetch(
  allowance: UpstreamAllowance,
  address: string,
  key: string,
): Promise<number> {
  const own = await allowance.perAddress.take(address, key);
  if (own > 0) return own;
  return allowance.inTotal.take(EVERYONE, key);
}

/** The cached file: its bytes, kept in memory from now on, or open for a large one. */
async function readCached(
  cache: ImageCache,
  image: DdragonImage,
  key: string,
): Promise<ImageAnswer | null> {
  const path = imageFilePath(image, cache.deps.cacheDir);
  const handle = await open(path).catch(() => null);
  if (handle === null) return null;
  const { size } = await handle.stat();
  // The file's time tells the index its use after a restart.
  const at = new Date(cache.clock());
  void utimes(path, at, at).catch(() => {});
  void cache.onDisk.use(key, size);
  if (size > MAX_HOT_FILE_BYTES) return { kind: 'file', handle, size };
  try {
    const bytes = await handle.readFile();
    cache.memory.set(key, bytes);
    return { kind: 'bytes', bytes };
  } finally {
    await handle.close();
  }
}

export type DdragonImages = ReturnType<typeof createDdragonImages>;

/**
 * Arena augments' names and icons, which Data Dragon does not carry, from Community Dragon's
 * `<base>/latest/cdragon/arena/<locale>.json` (en_us, ru_ru, tr_tr). Each locale's file is kept
 * under the cache dir and used for a day; after that Community Dragon is asked again, and when it
 * cannot answer (offline, an error, a file that is not augment data) the older copy is used, or
 * nothing: loading never fails, it says what happened through `warn`, and `get` answers null for
 * an augment nobody named, which the pages show by its id.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { download, readCache, writeCache } from '../ddragon/cdn-files.ts';

export const CDRAGON_URL = 'https://raw.communitydragon.org';

/** How long a cached file is used before Community Dragon is asked again. */
export const AUGMENTS_MAX_AGE_MS = 24 * 60 * 60_000;

const FALLBACK_LOCALE = 'en_US';
const LOCALE = /^[a-z]{2}_[A-Z]{2}$/;
const MAX_NAME_LENGTH = 100;

/**
 * An icon is a path under `<base>/latest/game/`, e.g. `assets/ux/cherry/augments/icons/x_large.png`:
 * lower-case letters, digits and `_-./` only, no segment empty or starting with a dot (so no `.`
 * or `..`), so that it can only ever name a file there, and names it one way.
 */
const ICON_PATH = /^assets(?:\/[a-z0-9_-][a-z0-9_.-]*)+\.(?:png|jpg|webp)$/;

/** Whether `path` is an icon path the loader keeps: a file inside Community Dragon's game dir. */
export function isAugmentIconPath(path: string): boolean {
  return ICON_PATH.test(path) && !path.includes('..');
}

export interface ArenaAugment {
  id: number;
  name: string;
  /** Path under Community Dragon's `latest/game/`, or null when the file gave none usable. */
  icon: string | null;
}

/** Where a locale's names came from: Community Dragon now, a fresh or an old copy, or nowhere. */
export type AugmentsOrigin = 'cdn' | 'cache' | 'stale cache' | 'none';

export interface ArenaAugments {
  /** The augment in the locale, else in English; null when no file named it. */
  get(id: number, locale: string): ArenaAugment | null;
  /** Every augment id some loaded file names, ascending. */
  ids(): number[];
  /** Where each requested locale's names came from. */
  origins: Readonly<Record<string, AugmentsOrigin>>;
}

export interface ArenaAugmentsOptions {
  /** Data Dragon locales, like en_US; English is always loaded, as every locale falls back to it. */
  locales: readonly string[];
  /** Community Dragon's origin; default CDRAGON_URL. Tests point it at a fake on loopback. */
  baseUrl?: string;
  /** Where files are kept between starts; without one every start asks Community Dragon. */
  cacheDir?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxAgeMs?: number;
  /** Told once per locale that could not be loaded fresh, and why. */
  warn?: (message: string) => void;
}

/** The part of Community Dragon's file used here; every other field is ignored. */
const EntrySchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  iconLarge: z.string().optional().catch(undefined),
  iconSmall: z.string().optional().catch(undefined),
});
const FileSchema = z.object({ augments: z.array(z.unknown()) });

function iconOf(entry: { iconLarge?: string | undefined; iconSmall?: string | undefined }) {
  for (const path of [entry.iconLarge, entry.iconSmall]) {
    const normalised = path?.trim().toLowerCase();
    if (normalised && isAugmentIconPath(normalised)) return normalised;
  }
  return null;
}

/**
 * The augments a file names, by id, skipping entries without a usable id and name; a string
 * saying what is wrong when the file is not augment data or names none.
 */
export function parseAugmentsFile(json: unknown): Map<number, ArenaAugment> | string {
  const file = FileSchema.safeParse(json);
  if (!file.success) return 'is not augment data (no "augments" list)';
  const augments = new Map<number, ArenaAugment>();
  for (const raw of file.data.augments) {
    const entry = EntrySchema.safeParse(raw);
    if (!entry.success || augments.has(entry.data.id)) continue;
    const { id, name } = entry.data;
    augments.set(id, { id, name, icon: iconOf(entry.data) });
  }
  return augments.size > 0 ? augments : 'names no augment';
}

interface Loaded {
  augments: Map<number, ArenaAugment>;
  origin: AugmentsOrigin;
}

/** The options with their defaults filled in. */
interface Settings {
  baseUrl: string;
  cacheDir: string | undefined;
  fetch: typeof fetch;
  timeoutMs: number;
  maxAgeMs: number;
  warn: (message: string) => void;
}

/** The file's augments, or what is wrong with it. */
function augmentsIn(text: string): Map<number, ArenaAugment> | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'is not valid JSON';
  }
  return parseAugmentsFile(json);
}

async function loadLocale(settings: Settings, locale: string): Promise<Loaded> {
  const file = `${locale.toLowerCase()}.json`;
  const url = `${settings.baseUrl}/latest/cdragon/arena/${file}`;
  const cachePath =
    settings.cacheDir === undefined ? undefined : join(settings.cacheDir, 'cdragon', 'arena', file);
  const cached = cachePath === undefined ? undefined : await readCache(cachePath);
  const parsedCopy = cached && parseAugmentsFile(cached.json);
  const copy = parsedCopy instanceof Map ? parsedCopy : undefined;
  if (copy && cached && Date.now() - cached.mtimeMs < settings.maxAgeMs) {
    return { augments: copy, origin: 'cache' };
  }

  const res = await download(settings, url);
  const fresh = res.ok ? augmentsIn(res.text) : `failed: ${res.reason}`;
  if (res.ok && fresh instanceof Map) {
    if (cachePath !== undefined) await writeCache(cachePath, res.text);
    return { augments: fresh, origin: 'cdn' };
  }
  const fallback = copy
    ? `the copy of ${new Date(cached?.mtimeMs ?? 0).toISOString()} is used`
    : 'augments show their ids';
  settings.warn(`Community Dragon's Arena augments (${locale}): GET ${url} ${fresh}; ${fallback}`);
  return copy ? { augments: copy, origin: 'stale cache' } : { augments: new Map(), origin: 'none' };
}

/** Loads the augments of every locale (and English); never throws for what the network does. */
export async function loadArenaAugments(options: ArenaAugmentsOptions): Promise<ArenaAugments> {
  const locales = [...new Set([FALLBACK_LOCALE, ...options.locales])];
  const wrong = locales.find((locale) => !LOCALE.test(locale));
  if (wrong !== undefined) throw new Error(`"${wrong}" is not a locale like en_US`);
  const settings: Settings = {
    baseUrl: (options.baseUrl ?? CDRAGON_URL).replace(/\/+$/, ''),
    cacheDir: options.cacheDir,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxAgeMs: options.maxAgeMs ?? AUGMENTS_MAX_AGE_MS,
    warn: options.warn ?? (() => {}),
  };
  const loaded = new Map(
    await Promise.all(
      locales.map(async (locale) => [locale, await loadLocale(settings, locale)] as const),
    ),
  );
  const english = loaded.get(FALLBACK_LOCALE)?.augments ?? new Map<number, ArenaAugment>();
  const ids = [...new Set([...loaded.values()].flatMap((l) => [...l.augments.keys()]))].sort(
    (a, b) => a - b,
  );
  return {
    get: (id, locale) => loaded.get(locale)?.augments.get(id) ?? english.get(id) ?? null,
    ids: () => [...ids],
    origins: Object.fromEntries([...loaded].map(([locale, l]) => [locale, l.origin])),
  };
}

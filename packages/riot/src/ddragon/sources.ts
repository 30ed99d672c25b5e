import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { download, readCache, reasonOf, writeCache } from './cdn-files.ts';
import { unavailable } from './errors.ts';
import { VersionsFileSchema } from './schemas.ts';
import type { DdragonFileName, DdragonFileSource } from './types.ts';

/** One file's parsed JSON and where it came from. */
export interface RawFile extends DdragonFileSource {
  json: unknown;
}

/** A place Data Dragon files come from, with the version already chosen. */
export interface DdragonSource {
  version: string;
  /** A required file that no candidate has is an error; an optional one gives null. */
  read(file: DdragonFileName, isOptional: boolean): Promise<RawFile | null>;
}

const VERSION_PATTERN = /^\d+(?:\.\d+)+$/;
const FALLBACK_LOCALE = 'en_US';
const VERSIONS_CACHE_MS = 60 * 60 * 1000;

/** Data Dragon version strings ('15.22.1'), as opposed to 'lolpatch_3.7' or folder clutter. */
export function isVersion(value: string): boolean {
  return VERSION_PATTERN.test(value);
}

/** Numeric, part by part: 15.22.1 > 15.4.1 > 14.10.1. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function newestFirst(versions: Iterable<string>): string[] {
  return [...versions].filter(isVersion).sort((a, b) => compareVersions(b, a));
}

function localesFor(locale: string): string[] {
  return locale === FALLBACK_LOCALE ? [locale] : [locale, FALLBACK_LOCALE];
}

function isMissingFile(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw unavailable(`Data Dragon file ${what} is not valid JSON: ${reasonOf(err)}.`, err);
  }
}

/**
 * A local snapshot laid out as `<version>/<locale>/<file>.json`. Real mirrors are partial, so a
 * file is taken from the chosen version in the locale, then in en_US, then from the newest other
 * version that has it in the locale, then in en_US.
 */
export async function openDirSource(
  dir: string,
  pinnedVersion: string | undefined,
  locale: string,
): Promise<DdragonSource> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    throw unavailable(`Cannot read the Data Dragon directory ${dir}: ${reasonOf(err)}.`, err);
  }
  const versions = newestFirst(
    entries.filter((e) => e.isDirectory() || e.isSymbolicLink()).map((e) => e.name),
  );
  const version = pinnedVersion ?? versions[0];
  if (version === undefined) {
    throw unavailable(`The Data Dragon directory ${dir} has no version folders (like 15.22.1).`);
  }
  if (!versions.includes(version)) {
    throw unavailable(
      `Data Dragon version ${version} is not in ${dir} (it has ${versions.join(', ')}).`,
    );
  }
  const locales = localesFor(locale);
  const others = versions.filter((v) => v !== version);
  const candidates: [string, string][] = [
    ...locales.map((l): [string, string] => [version, l]),
    ...locales.flatMap((l) => others.map((v): [string, string] => [v, l])),
  ];

  return {
    version,
    async read(file, isOptional) {
      for (const [v, l] of candidates) {
        const path = join(dir, v, l, `${file}.json`);
        let text: string;
        try {
          text = await readFile(path, 'utf8');
        } catch (err) {
          if (isMissingFile(err)) continue;
          throw unavailable(`Cannot read the Data Dragon file ${path}: ${reasonOf(err)}.`, err);
        }
        return { json: parseJson(text, path), version: v, locale: l, origin: path };
      }
      if (isOptional) return null;
      throw unavailable(
        `Data Dragon file ${file}.json is in no version folder of ${dir} for ${locales.join(' or ')}.`,
      );
    },
  };
}

export interface CdnSourceOptions {
  baseUrl: string;
  cacheDir: string | undefined;
  pinnedVersion: string | undefined;
  locale: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** The newest version: a cached versions.json under an hour old, else the CDN's, else the cache's. */
async function resolveVersion(cdn: CdnSourceOptions): Promise<string> {
  const { baseUrl, cacheDir } = cdn;
  const url = `${baseUrl}/api/versions.json`;
  const cachePath = cacheDir === undefined ? undefined : join(cacheDir, 'versions.json');
  let staleVersion: string | undefined;
  if (cachePath !== undefined) {
    const cached = await readCache(cachePath);
    const newest = cached && newestOf(cached.json);
    if (cached && newest) {
      if (Date.now() - cached.mtimeMs < VERSIONS_CACHE_MS) return newest;
      staleVersion = newest;
    }
  }
  const res = await download(cdn, url);
  let problem = res.ok ? 'lists no versions' : `failed: ${res.reason}`;
  if (res.ok) {
    let newest: string | undefined;
    try {
      newest = newestOf(JSON.parse(res.text));
    } catch {
      problem = 'is not valid JSON';
    }
    if (newest !== undefined) {
      if (cachePath !== undefined) await writeCache(cachePath, res.text);
      return newest;
    }
  }
  // Offline after the hour is up: the last known version beats not starting.
  if (staleVersion !== undefined) return staleVersion;
  const cacheNote =
    cacheDir === undefined ? 'no cache dir is set' : `nothing is cached in ${cacheDir}`;
  throw unavailable(`Data Dragon is unavailable: GET ${url} ${problem}, and ${cacheNote}.`);
}

/** One file of a version, in the locale or else en_US, from the cache or else the CDN. */
async function readFromCdn(
  cdn: CdnSourceOptions,
  version: string,
  wanted: { file: DdragonFileName; isOptional: boolean },
): Promise<RawFile | null> {
  const { baseUrl, cacheDir } = cdn;
  const { file, isOptional } = wanted;
  const missing: string[] = [];
  let failure: string | undefined;
  for (const l of localesFor(cdn.locale)) {
    const cachePath =
      cacheDir === undefined ? undefined : join(cacheDir, version, l, `${file}.json`);
    const cached = cachePath === undefined ? undefined : await readCache(cachePath);
    if (cached && cachePath !== undefined) {
      return { json: cached.json, version, locale: l, origin: cachePath };
    }
    // Once the CDN has failed, only a cached fallback locale can still help.
    if (failure !== undefined) continue;
    const url = `${baseUrl}/cdn/${version}/data/${l}/${file}.json`;
    const res = await download(cdn, url);
    if (!res.ok) {
      if (res.isMissing) missing.push(`${url} (${res.reason})`);
      else failure = `GET ${url} failed: ${res.reason}`;
      continue;
    }
    const json = parseJson(res.text, `${file}.json from ${url}`);
    if (cachePath !== undefined) await writeCache(cachePath, res.text);
    return { json, version, locale: l, origin: url };
  }
  if (isOptional) return null;
  if (failure !== undefined) throw unavailable(`Data Dragon is unavailable: ${failure}.`);
  throw unavailable(`Data Dragon file ${file}.json is not on the CDN: ${missing.join(', ')}.`);
}

/**
 * The Data Dragon CDN: versions.json, then `/cdn/<version>/data/<locale>/<file>.json`. Every
 * download is kept under the cache dir, which is read first next time; versions.json is
 * refreshed after an hour.
 */
export async function openCdnSource(options: CdnSourceOptions): Promise<DdragonSource> {
  const cdn = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') };
  if (options.pinnedVersion !== undefined && !isVersion(options.pinnedVersion)) {
    throw unavailable(`"${options.pinnedVersion}" is not a Data Dragon version (like 15.22.1).`);
  }
  const version = options.pinnedVersion ?? (await resolveVersion(cdn));
  return {
    version,
    read: (file, isOptional) => readFromCdn(cdn, version, { file, isOptional }),
  };
}

function newestOf(json: unknown): string | undefined {
  const parsed = VersionsFileSchema.safeParse(json);
  return parsed.success ? newestFirst(parsed.data)[0] : undefined;
}

import { join } from 'node:path';
import { DDRAGON_IMAGE_PATH, LANGUAGES, type Language } from '@riftscope/contracts';
import {
  type AugmentIcons,
  type AugmentImage,
  augmentSegments,
  augmentUpstreamUrl,
  parseAugmentImagePath,
} from './cdragon-paths.ts';

/** The kinds of versioned Data Dragon art the proxy serves (`/cdn/{version}/img/{kind}/…`). */
export const VERSIONED_KINDS = ['champion', 'item', 'spell', 'profileicon'] as const;

export type VersionedKind = (typeof VERSIONED_KINDS)[number];

/**
 * One piece of game art the proxy serves, from a request path that passed every check: Data
 * Dragon's, or an Arena augment's icon from Community Dragon (cdragon-paths.ts).
 */
export type DdragonImage =
  | { kind: VersionedKind; version: string; file: string }
  /** A rune or rune style: `perk-images/…` has no version in Data Dragon. */
  | { kind: 'perk'; path: readonly string[]; file: string }
  | AugmentImage;

/** What the proxy knows to serve: the Data Dragon versions, the augments with an icon. */
export interface ImageSources {
  /** The Data Dragon versions whose art is served. */
  versions: ReadonlySet<string>;
  /** Augments' icons in Community Dragon's loaded data; null while it is not asked. */
  augmentIcons: AugmentIcons | null;
}

/** Where art is fetched from: Data Dragon's CDN, and Community Dragon when it is asked. */
export interface ImageOrigins {
  ddragon: string;
  cdragon: string | null;
}

/** An image as asked for: the file, and the language its placeholder is labelled in. */
export interface ImageRequest {
  image: DdragonImage;
  /** `?lang=ru` in the URL; English without it. It never changes the file's bytes. */
  language: Language;
}

/** The only query the proxy takes: `lang=` one of the interface languages, nothing else. */
const LANGUAGE_QUERY = new Map(LANGUAGES.map((language) => [`lang=${language}`, language]));

/** The file types the proxy serves, by extension. */
export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;

/**
 * Data Dragon's file names: letters, digits and `_ . ' -` and space ("MonkeyKing.png",
 * "StatModsMagicResIcon.MagicResist_Fix.png"), never starting with a dot, with an image
 * extension. No slash or backslash can be in one, so a name never leaves its folder.
 */
const FILE_NAME = /^[A-Za-z0-9_' -][A-Za-z0-9_.' -]{0,99}\.(png|jpg|webp)$/;
/** Items and profile icons are named by their numeric id. */
const ID_FILE_NAME = /^\d{1,9}\.png$/;
/** Folders below perk-images ("Styles", "Precision", "StatMods"): no dots at all. */
const FOLDER_NAME = /^[A-Za-z0-9_' -]{1,100}$/;
/** perk-images/Styles/Precision/PressTheAttack/PressTheAttack.png is three folders deep. */
const MAX_PERK_FOLDERS = 4;

/**
 * The image a request path names, or null for anything the proxy does not serve: `rawUrl` is
 * the request's URL as it arrived (not decoded); `versions` are the Data Dragon versions we
 * know. A query string, an empty or dot segment, an encoded slash or backslash, an unknown
 * version, kind or file type is refused, so only Data Dragon paths are ever proxied.
 */
export function parseDdragonImagePath(
  rawUrl: string,
  versions: ReadonlySet<string>,
): Exclude<DdragonImage, AugmentImage> | null {
  const prefix = `${DDRAGON_IMAGE_PATH}/`;
  // A query string has no meaning here; refusing it keeps one URL per cached file.
  if (!rawUrl.startsWith(prefix) || rawUrl.includes('?') || rawUrl.includes('#')) return null;
  const segments: string[] = [];
  for (const raw of rawUrl.slice(prefix.length).split('/')) {
    // Encoded separators are refused before decoding, so no decoded segment can hide one.
    if (/%2f|%5c|\\/i.test(raw)) return null;
    const segment = decodeSegment(raw);
    if (segment === null || segment === '' || segment === '.' || segment === '..') return null;
    segments.push(segment);
  }

  if (segments[0] === 'img') {
    const [, root, ...rest] = segments;
    const file = rest.pop();
    if (root !== 'perk-images' || file === undefined || !FILE_NAME.test(file)) return null;
    if (rest.length > MAX_PERK_FOLDERS || !rest.every((f) => FOLDER_NAME.test(f))) return null;
    return { kind: 'perk', path: rest, file };
  }

  const [version, img, kind, file, ...extra] = segments;
  if (version === undefined || !versions.has(version) || img !== 'img') return null;
  if (file === undefined || extra.length > 0 || !isVersionedKind(kind)) return null;
  const name = kind === 'item' || kind === 'profileicon' ? ID_FILE_NAME : FILE_NAME;
  return name.test(file) ? { kind, version, file } : null;
}

/**
 * The image and the labels' language a request URL names (as it arrived, not decoded), or null:
 * a path `parseDdragonImagePath` or `parseAugmentImagePath` refuses, or a query other than
 * exactly `lang=en|ru|tr`. Any other query is refused rather than ignored, so that no one can
 * mint endless URLs of one file for the caches in front of us to keep.
 */
export function parseImageRequest(rawUrl: string, sources: ImageSources): ImageRequest | null {
  const mark = rawUrl.indexOf('?');
  const path = mark === -1 ? rawUrl : rawUrl.slice(0, mark);
  const language = mark === -1 ? 'en' : LANGUAGE_QUERY.get(rawUrl.slice(mark + 1));
  if (language === undefined) return null;
  const image =
    parseDdragonImagePath(path, sources.versions) ??
    parseAugmentImagePath(path, sources.augmentIcons);
  return image && { image, language };
}

/**
 * The image's path in the cache folder (and its key): a Data Dragon file's path below its
 * `/cdn/` (and below our `/cdn/ddragon/`), an augment's icon below `cdragon/`.
 */
export function imageSegments(image: DdragonImage): string[] {
  if (image.kind === 'augment') return augmentSegments(image);
  return image.kind === 'perk'
    ? ['img', 'perk-images', ...image.path, image.file]
    : [image.version, 'img', image.kind, image.file];
}

/**
 * The image's URL on Data Dragon's CDN or Community Dragon, built from the checked parts only
 * (no open proxy); null for an augment while Community Dragon is not asked.
 */
export function upstreamUrl(image: DdragonImage, origins: ImageOrigins): string | null {
  if (image.kind === 'augment') {
    return origins.cdragon === null ? null : augmentUpstreamUrl(image, origins.cdragon);
  }
  return `${origins.ddragon}/cdn/${imageSegments(image).map(encodeURIComponent).join('/')}`;
}

/** Where the image lives in a folder laid out as `imageSegments` (the cache, a snapshot). */
export function imageFilePath(image: DdragonImage, root: string): string {
  return join(root, ...imageSegments(image));
}

/** The image's file name: Data Dragon's, or the last part of the augment's icon path. */
export function imageFileName(image: DdragonImage): string {
  return image.kind === 'augment' ? image.icon.slice(image.icon.lastIndexOf('/') + 1) : image.file;
}

/** The image's content type, from its extension. */
export function imageContentType(image: DdragonImage): string {
  const file = imageFileName(image);
  const extension = file.slice(file.lastIndexOf('.') + 1) as keyof typeof IMAGE_TYPES;
  return IMAGE_TYPES[extension];
}

/** The public path key of an image, one per file (single flight, failure memory). */
export function imageKey(image: DdragonImage): string {
  return imageSegments(image).join('/');
}

function isVersionedKind(kind: string | undefined): kind is VersionedKind {
  return (VERSIONED_KINDS as readonly (string | undefined)[]).includes(kind);
}

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

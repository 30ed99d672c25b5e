import { CDRAGON_IMAGE_PATH } from '@riftscope/contracts';
import { isAugmentIconPath } from '@riftscope/riot/cdragon';

/*
 * Community Dragon's art the proxy serves: Arena augments' icons, at
 * `/cdn/cdragon/augments/{id}.png` (contracts' augmentIconPath). The request names an augment
 * only; the file fetched is the one the loaded Community Dragon data gives that augment, so no
 * request can steer the proxy to any other address.
 */

/**
 * The icon of an augment in the loaded Community Dragon data: a path under its `latest/game/`
 * (packages/riot's cdragon loader), or null for an augment it does not know or gives no icon.
 */
export type AugmentIcons = (id: number) => string | null;

/** An Arena augment's icon: `icon` is the path Community Dragon's data gives it. */
export interface AugmentImage {
  kind: 'augment';
  id: number;
  icon: string;
}

/** Ids as Riot writes them: no sign, no leading zero, at most nine digits. */
const AUGMENT_FILE = /^augments\/([1-9]\d{0,8})\.png$/;

/**
 * The augment icon a request path names (as it arrived, not decoded, without its query), or
 * null: a path other than `/cdn/cdragon/augments/{id}.png`, an augment `icons` does not know or
 * knows without an icon, or no `icons` at all (Community Dragon not asked).
 */
export function parseAugmentImagePath(
  path: string,
  icons: AugmentIcons | null,
): AugmentImage | null {
  const prefix = `${CDRAGON_IMAGE_PATH}/`;
  if (icons === null || !path.startsWith(prefix)) return null;
  // Nothing is decoded: an encoded character anywhere fails the pattern.
  const id = AUGMENT_FILE.exec(path.slice(prefix.length))?.[1];
  if (id === undefined) return null;
  const icon = icons(Number(id));
  // The loader checked the path already; checked again, as it becomes a file path here.
  return icon !== null && isAugmentIconPath(icon)
    ? { kind: 'augment', id: Number(id), icon }
    : null;
}

/** The icon's URL in Community Dragon's game folder at `cdragonUrl`. */
export function augmentUpstreamUrl(image: AugmentImage, cdragonUrl: string): string {
  return `${cdragonUrl}/latest/game/${image.icon.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The icon's path in the cache folder: below `cdragon/`, at Community Dragon's own path, so that
 * it never meets a Data Dragon version's folder, two augments sharing an icon share its file, and
 * an icon Community Dragon moves is fetched anew.
 */
export function augmentSegments(image: AugmentImage): string[] {
  return ['cdragon', ...image.icon.split('/')];
}

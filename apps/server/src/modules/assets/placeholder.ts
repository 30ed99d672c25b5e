/**
 * The picture the asset proxy answers when it cannot get a piece of game art: the thing's
 * initials on a colour of its own, sized like the original, so that an offline demo or a blocked
 * CDN still shows which champion and which item is which (a profile icon, which has no name, a
 * head and shoulders). Pure: same input, same bytes.
 */

import { escapeHtml, placeholderHue, placeholderInitials, round1 } from '@riftscope/contracts';

export interface PlaceholderInput {
  /** What the image shows, e.g. "Miss Fortune", "Infinity Edge", "Flash", "Icon 4568". */
  label: string;
  /** Stable seed of the colour: the thing's id or file name. */
  seed: string;
  /** Width and height in px of the original (champion 120, item/spell 64, profile icon 128, rune 64). */
  size: number;
  /** Round (runes) or square with rounded corners. */
  shape?: 'square' | 'round';
  /**
   * What is drawn on the colour: the label's initials, or a head and shoulders for a picture
   * whose label says nothing at a glance (a profile icon's number reads as a level).
   */
  figure?: 'initials' | 'silhouette';
}

/** Larger than any Data Dragon image; a bigger size is a caller's bug, not a picture to draw. */
const MAX_SIZE = 1024;

/** Saturation and lightness of every background: white text stays readable (placeholderHue). */
const SATURATION = 0.5;
const LIGHTNESS = 0.3;

/** System fonts only: the placeholder must render with nothing else fetched. */
const FONT_FAMILY = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

/**
 * The background colour of a seed, as `#rrggbb`: a hue from the seed's hash at a fixed
 * saturation and lightness, so every seed keeps its colour and white text stays readable.
 */
export function placeholderColor(seed: string): string {
  return hslToHex(placeholderHue(seed), SATURATION, LIGHTNESS);
}

/** An SVG of the label's initials (or a silhouette) on the seed's colour, `size` pixels square. */
export function placeholderSvg(input: PlaceholderInput): string {
  const { size, shape = 'square', figure = 'initials' } = input;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) {
    throw new RangeError(`placeholder size must be an integer from 1 to ${MAX_SIZE}: ${size}`);
  }
  const label = escapeHtml(input.label, { xml: true });
  const fill = placeholderColor(input.seed);
  const half = size / 2;
  const background =
    shape === 'round'
      ? `<circle cx="${half}" cy="${half}" r="${half}" fill="${fill}"/>`
      : `<rect width="${size}" height="${size}" rx="${Math.round(size / 8)}" fill="${fill}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${label}">` +
    `<title>${label}</title>${background}` +
    (figure === 'silhouette' ? silhouette(size) : initials(input.label, size)) +
    '</svg>'
  );
}

/** The label's initials, centred in white. */
function initials(label: string, size: number): string {
  // `dy` rather than dominant-baseline centres the capitals in every renderer, librsvg included.
  return `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#fff" font-family="${FONT_FAMILY}" font-size="${Math.round(size * 0.4)}" font-weight="600">${escapeHtml(placeholderInitials(label), { xml: true })}</text>`;
}

/** A neutral head and shoulders in white: a round head over a half ellipse, centred. */
function silhouette(size: number): string {
  // Fractions of the size, to a tenth of a pixel: the same shape at every size.
  const at = (fraction: number) => round1(fraction * size);
  const head = `<circle cx="${at(0.5)}" cy="${at(0.38)}" r="${at(0.17)}" fill="#fff"/>`;
  const shoulders = `<path d="M${at(0.19)} ${at(0.86)}A${at(0.31)} ${at(0.27)} 0 0 1 ${at(0.81)} ${at(0.86)}Z" fill="#fff"/>`;
  return head + shoulders;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

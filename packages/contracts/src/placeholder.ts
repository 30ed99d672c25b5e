/**
 * How a piece of game art that cannot be shown is drawn instead: the thing's initials on a hue
 * of its own. The server's SVG placeholder and the web app's fallback tile use the same rule, so
 * a champion reads the same whichever of them stands in for its picture.
 */

let graphemes: Intl.Segmenter | undefined;

/** A word's letters as whole graphemes: never half a surrogate pair or a letter without its accent. */
function lettersOf(word: string): string[] {
  graphemes ??= new Intl.Segmenter('und', { granularity: 'grapheme' });
  return Array.from(graphemes.segment(word), (s) => s.segment);
}

/**
 * Upper case by language-neutral rules (the label's language is unknown here), keeping a letter
 * as written when its capital is longer ("ß" → "SS") so initials stay two letters at most.
 */
function upper(letter: string): string {
  const capital = letter.toUpperCase();
  return capital.length === letter.length ? capital : letter;
}

/**
 * Up to two letters naming the label. Words are runs of letters, marks and digits, so spaces,
 * apostrophes, dots and hyphens all separate them: "Miss Fortune" → "MF", "Kai'Sa" → "KS",
 * "Dr. Mundo" → "DM". A single word gives its first two letters as written, first one upper-cased:
 * "Ahri" → "Ah", which reads as the start of the name and is not mistaken for two words' initials.
 * A label with no letters or digits gives "?".
 */
export function placeholderInitials(label: string): string {
  const words = label.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const [first, second] = words;
  if (first === undefined) return '?';
  if (second !== undefined)
    return upper(lettersOf(first)[0] ?? '') + upper(lettersOf(second)[0] ?? '');
  const [a = '', b = ''] = lettersOf(first);
  return upper(a) + b;
}

/**
 * The hue (0–359) of a seed, from its FNV-1a hash over UTF-16 code units: tiny, fast, and it
 * spreads similar ids ("1", "2") far apart. Drawn at 50% saturation and 30% lightness, every hue
 * gives white text a contrast above 4.5:1 (the brightest, green, 4.99:1).
 */
export function placeholderHue(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}

/** Embeddings and overrides (LRE, RLE, PDF, LRO, RLO): what turns the text after them around. */
const EMBEDDING = /[\u202A-\u202E]/;
const ISOLATE_OPENERS = '\u2066\u2067\u2068';
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
/** Right-to-left letters and the right-to-left mark. */
const RIGHT_TO_LEFT =
  /[\u0590-\u08FF\u200F\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * Whether text could reorder what is shown around it: an embedding or override anywhere, an
 * isolate left open or closed without being opened, or right-to-left letters outside isolates.
 */
function affectsSurroundings(text: string): boolean {
  let open = 0;
  for (const char of text) {
    if (EMBEDDING.test(char)) return true;
    if (ISOLATE_OPENERS.includes(char)) open += 1;
    else if (char === POP_DIRECTIONAL_ISOLATE) {
      if (open === 0) return true;
      open -= 1;
    } else if (open === 0 && RIGHT_TO_LEFT.test(char)) return true;
  }
  return open > 0;
}

/**
 * Someone's text (a Riot ID, a news title) made safe to show inside ours: without embeddings or
 * overrides, its own isolates balanced, and wrapped in a first-strong isolate (U+2068 … U+2069),
 * so that neither a right-to-left override nor a right-to-left name reorders the text around it.
 * Text that cannot reorder its surroundings (left-to-right text, or text already isolated) is
 * returned as it is.
 */
export function isolateBidi(text: string): string {
  if (!affectsSurroundings(text)) return text;
  let open = 0;
  let inner = '';
  for (const char of text) {
    if (EMBEDDING.test(char)) continue;
    if (ISOLATE_OPENERS.includes(char)) open += 1;
    else if (char === POP_DIRECTIONAL_ISOLATE) {
      if (open === 0) continue;
      open -= 1;
    }
    inner += char;
  }
  return `${FIRST_STRONG_ISOLATE}${inner}${POP_DIRECTIONAL_ISOLATE.repeat(open + 1)}`;
}

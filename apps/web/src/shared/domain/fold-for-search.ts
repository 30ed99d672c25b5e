/**
 * Text folded for a forgiving search: accents and case dropped (also Turkish dotted and dotless
 * i), and everything but letters and digits left out, so "kaisa" finds Kai'Sa and "dr mundo"
 * finds Dr. Mundo.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

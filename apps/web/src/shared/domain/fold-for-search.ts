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

/** The entries whose name holds the search text, folded alike; every entry for an empty search. */
export function filterByName<T>(
  entries: readonly T[],
  text: string,
  name: (entry: T) => string,
): T[] {
  const folded = foldForSearch(text);
  return folded === ''
    ? [...entries]
    : entries.filter((entry) => foldForSearch(name(entry)).includes(folded));
}

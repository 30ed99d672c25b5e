import type { Language } from '@riftscope/contracts';
import slugify from '@sindresorhus/slugify';

/**
 * Longest slug this code generates, suffix included: short enough to read and share, and well
 * within the router's parameter limit and the 255-character column, which older, longer slugs
 * still fill.
 */
export const NEWS_SLUG_GENERATED_MAX = 100;
/** Room for a numeric suffix up to `-99999`, so that a suffixed slug stays within the cap. */
const SUFFIX_ROOM = 6;
const SLUG_BASE_MAX = NEWS_SLUG_GENERATED_MAX - SUFFIX_ROOM;
/** The slug of a title that has no letters or digits we can spell in Latin. */
export const FALLBACK_SLUG = 'news';

/**
 * The slug a title asks for, spelt in Latin letters: Cyrillic is transliterated, and Turkish
 * letters lose their marks the Turkish way (ö → o, not oe).
 */
export function slugBase(title: string, language: Language): string {
  // Lower-case first with the language's rules: Turkish I is ı and İ is i.
  const slug = slugify(
    title.toLocaleLowerCase(language),
    language === 'tr' ? { locale: 'tr' } : {},
  );
  if (slug === '') return FALLBACK_SLUG;
  if (slug.length <= SLUG_BASE_MAX) return slug;
  const cut = slug.slice(0, SLUG_BASE_MAX);
  const lastDash = cut.lastIndexOf('-');
  return lastDash > SLUG_BASE_MAX / 2 ? cut.slice(0, lastDash) : cut;
}

/** The n-th candidate for a base: `base`, then `base-2`, `base-3`, … */
export function slugCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/**
 * The first candidate of `base` that is free or already belongs to this item, given the slugs
 * of this language that start with `base` and whom they belong to.
 */
export function pickSlug(
  base: string,
  taken: ReadonlyMap<string, number>,
  newsId: number | null,
): string {
  for (let n = 1; ; n++) {
    const candidate = slugCandidate(base, n);
    const owner = taken.get(candidate);
    if (owner === undefined || owner === newsId) return candidate;
  }
}

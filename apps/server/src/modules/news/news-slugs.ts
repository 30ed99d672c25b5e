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
/** The slug of a title that has no letters or digits we can spell in Latin. */
export const FALLBACK_SLUG = 'news';

/** A slug's cap (suffix included) and the word used when a title spells nothing. */
export interface SlugRules {
  max: number;
  fallback: string;
}

const NEWS_SLUG_RULES: SlugRules = { max: NEWS_SLUG_GENERATED_MAX, fallback: FALLBACK_SLUG };

/**
 * The slug a title asks for, spelt in Latin letters: Cyrillic is transliterated, and Turkish
 * letters lose their marks the Turkish way (ö → o, not oe). News' cap and word unless `rules`
 * give others (guides).
 */
export function slugBase(
  title: string,
  language: Language,
  rules: SlugRules = NEWS_SLUG_RULES,
): string {
  const baseMax = rules.max - SUFFIX_ROOM;
  // Lower-case first with the language's rules: Turkish I is ı and İ is i.
  const slug = slugify(
    title.toLocaleLowerCase(language),
    language === 'tr' ? { locale: 'tr' } : {},
  );
  if (slug === '') return rules.fallback;
  if (slug.length <= baseMax) return slug;
  const cut = slug.slice(0, baseMax);
  const lastDash = cut.lastIndexOf('-');
  return lastDash > baseMax / 2 ? cut.slice(0, lastDash) : cut;
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

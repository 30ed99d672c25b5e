import { SKILL_PATH_LEVELS } from './champions.ts';

/**
 * Champion guides (docs/guides.md): written by administrators and moderators in up to three
 * languages, each with a build whose every block is shown beside today's figures of that exact
 * choice.
 */

/**
 * Where a guide stands: a draft its author works on, in review once submitted, published once an
 * administrator publishes it (only published guides are public).
 */
export const GUIDE_STATUSES = ['draft', 'review', 'published'] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

export const GUIDE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type GuideDifficulty = (typeof GUIDE_DIFFICULTIES)[number];

/** The public list's orders: newest published first, or most marked helpful first. */
export const GUIDE_SORTS = ['newest', 'helpful'] as const;
export type GuideSort = (typeof GUIDE_SORTS)[number];

export const GUIDE_TITLE_MAX = 120;
export const GUIDE_SUMMARY_MAX = 300;
/** Bytes of UTF-8 in one language's body as sent; larger bodies are refused with 413. */
export const GUIDE_BODY_MAX_BYTES = 200 * 1024;
/** A slug is the title's, cut to this many characters (and made unique in its language). */
export const GUIDE_SLUG_MAX = 80;
/** Patches are written as Data Dragon's first two numbers, e.g. `15.22`. */
export const GUIDE_PATCH_PATTERN = /^\d{1,2}\.\d{1,2}$/;

/** Build blocks' sizes: starting items, the core (three legendaries, as the figures count it). */
export const GUIDE_STARTING_ITEMS_MAX = 6;
export const GUIDE_CORE_ITEMS = 3;
export const GUIDE_SITUATIONAL_ITEMS_MAX = 6;
/** A skill order is the first 15 points (as the skill-path figures count it), Q W E R letters. */
export const GUIDE_SKILL_ORDER_LEVELS = SKILL_PATH_LEVELS;

export const GUIDES_PAGE_SIZE = 12;
export const GUIDES_PAGE_SIZE_MAX = 50;
export const ADMIN_GUIDES_PAGE_SIZE = 10;
export const ADMIN_GUIDES_PAGE_SIZE_MAX = 100;

/** `/guides` with its filters: the guide list's path after the language. */
export function guidesPagePath(filters: { champion?: string; role?: string } = {}): string {
  const search = new URLSearchParams();
  if (filters.champion) search.set('champion', filters.champion);
  if (filters.role) search.set('role', filters.role);
  const query = search.toString();
  return query ? `/guides?${query}` : '/guides';
}

/** `/guides/{slug}`: a guide's path after the language, by its slug in that language. */
export const guidePagePath = (slug: string) => `/guides/${encodeURIComponent(slug)}`;

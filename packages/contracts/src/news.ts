/** Categories in the news filter's order; Dev Blog is the editor's addition (docs/product.md, News and Admin area). */
export const NEWS_CATEGORIES = [
  'Patch Notes',
  'Announcement',
  'Meta',
  'Tournament',
  'Dev Blog',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** League of Legends first; the other two are offered only when editing (docs/product.md, Admin area). */
export const NEWS_GAMES = ['league-of-legends', 'valorant', 'teamfight-tactics'] as const;
export type NewsGame = (typeof NEWS_GAMES)[number];

/** The create form offers only the primary game. */
export const NEWS_CREATE_GAMES = ['league-of-legends'] as const satisfies readonly NewsGame[];

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const DEFAULT_NEWS_STATUS: NewsStatus = 'draft';

export const NEWS_TITLE_MAX = 200;

/** Bytes of UTF-8 in one translation's body as sent; larger bodies are refused with 413. */
export const NEWS_BODY_MAX_BYTES = 200 * 1024;

export const NEWS_SLUG_MAX = 255;

export const NEWS_SEARCH_MAX = 100;

/** Bounds the raw `translations` text before it is parsed: three bodies plus JSON escaping. */
export const NEWS_TRANSLATIONS_JSON_MAX = 2_000_000;

export const NEWS_PAGE_SIZE = 10;

export const NEWS_PAGE_SIZE_MAX = 50;

export const ADMIN_NEWS_PAGE_SIZE = 10;

export const ADMIN_NEWS_PAGE_SIZE_MAX = 100;

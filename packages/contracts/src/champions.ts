/** The tier list's role filters, in button order (SPEC.md §2); CARRY is the bottom lane. */
export const TIER_ROLES = ['TOP', 'JUNGLE', 'MIDDLE', 'SUPPORT', 'CARRY'] as const;
export type TierRole = (typeof TIER_ROLES)[number];

export const TIER_LIST_PAGE_SIZE = 20;

export const TIER_LIST_PAGE_SIZE_MAX = 100;

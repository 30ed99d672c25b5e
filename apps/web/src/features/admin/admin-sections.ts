import type { Role } from '@riftscope/contracts';

export const ADMIN_SECTIONS = ['dashboard', 'users', 'news', 'guides'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The sections a moderator opens: the guides they write (docs/guides.md, Admin area). */
const MODERATOR_SECTIONS: readonly AdminSection[] = ['guides'];

/** Where a moderator goes from a section that is not theirs. */
export const MODERATOR_HOME = '/admin/guides';

/**
 * Whether a caller of `role` may open `section`. Only administrators and moderators pass the
 * area's guard; an administrator opens every section, a moderator the guides alone. The server
 * refuses anything else again.
 */
export const canOpenSection = (role: Role | undefined, section: AdminSection): boolean =>
  role !== 'mod' || MODERATOR_SECTIONS.includes(section);

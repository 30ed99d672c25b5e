import type { AdminGuide, Language, Role } from '@riftscope/contracts';

/** A guide's title in `language`, else in the first language it is written in, else ''. */
export function guideTitle(guide: AdminGuide, language: Language): string {
  const own = guide.translations[language]?.title.trim();
  if (own) return own;
  const [first] = guide.languages;
  return (first && guide.translations[first]?.title.trim()) || '';
}

/** What a row offers besides Edit: the rules of docs/guides.md, Roles, as the web shows them. */
export type GuideRowAction = 'edit' | 'submit' | 'publish' | 'unpublish' | 'delete';

/**
 * The buttons a caller sees on a guide's row: Edit when the server says they may edit it;
 * Submit for review on a moderator's own draft (an administrator publishes instead); Publish or
 * Unpublish and Delete for administrators. The server decides again on every call.
 */
export function guideRowActions(
  guide: AdminGuide,
  caller: { id: number; role: Role } | null,
): GuideRowAction[] {
  if (!caller) return [];
  const isAdmin = caller.role === 'admin';
  const isOwn = guide.author.id === caller.id;
  const actions: GuideRowAction[] = [];
  if (guide.can_edit) actions.push('edit');
  if (!isAdmin && isOwn && guide.status === 'draft') actions.push('submit');
  if (isAdmin) {
    actions.push(guide.status === 'published' ? 'unpublish' : 'publish', 'delete');
  }
  return actions;
}

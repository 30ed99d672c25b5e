import { ARTICLE_LINK_SCHEMES } from '@riftscope/contracts';

const ALLOWED_SCHEME = new RegExp(`^(?:${ARTICLE_LINK_SCHEMES.join('|')}):`, 'i');
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The address a typed link should get: '' removes the link, a bare host gets https://, a path
 * within the site stays as it is; null when the article sanitiser would drop it (javascript:…).
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '';
  if (/\s/.test(text)) return null;
  if (text.startsWith('#') || (text.startsWith('/') && !text.startsWith('//'))) return text;
  if (ALLOWED_SCHEME.test(text)) return text;
  if (ANY_SCHEME.test(text) && !/^[^:/]+:\d/.test(text)) return null;
  if (text.startsWith('//')) return `https:${text}`;
  return `https://${text}`;
}

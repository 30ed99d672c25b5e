/**
 * The allow-list of article HTML, shared by the server's sanitiser (on write) and the web app's
 * (before showing): anything else is removed.
 */

/** Elements an article may contain. */
export const ARTICLE_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'mark',
  'a',
  'img',
  'blockquote',
  'code',
  'pre',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
] as const;

/** Attributes kept per element; no element keeps `style`, event handlers or `class` (but code's language). */
export const ARTICLE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  code: ['class'],
};

/** Schemes a link may use; links within the site have none. */
export const ARTICLE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** URL prefix under which uploaded files are served. */
export const STORAGE_PREFIX = '/storage';

/** An image source articles may show: https anywhere, or a file from our own storage. */
export function isAllowedImageSource(src: string): boolean {
  return src.startsWith('https://') || src.startsWith(`${STORAGE_PREFIX}/`);
}

/** Whether a link goes to another site (and so opens in a new tab). */
export const isExternalLink = (href: string) => /^https?:\/\//i.test(href.trim());

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

/** An image uploaded with the news editor: a file name of its own in our storage's editor folder. */
const EDITOR_IMAGE = new RegExp(`^${STORAGE_PREFIX}/editor/[\\w-]+\\.[a-z0-9]{2,5}$`, 'i');

/**
 * An image source articles may show: only an image uploaded with the news editor. Another
 * site's image is removed, not kept for the Content Security Policy (`img-src 'self'`) to block
 * on every view, and an upload is kept while an article shows it (docs/news.md).
 */
export function isAllowedImageSource(src: string): boolean {
  return EDITOR_IMAGE.test(src);
}

/** Whether a link goes to another site (and so opens in a new tab). */
export const isExternalLink = (href: string) => /^https?:\/\//i.test(href.trim());

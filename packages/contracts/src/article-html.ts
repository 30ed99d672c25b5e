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

/**
 * The storage folders whose uploads an article body may show: the news editor's (`editor`) and
 * the guide editor's (`guides`). A body shows images of its own folder only, so that removing
 * one kind's unused uploads never takes an image another kind's body shows.
 */
export const ARTICLE_IMAGE_FOLDERS = ['editor', 'guides'] as const;
export type ArticleImageFolder = (typeof ARTICLE_IMAGE_FOLDERS)[number];

/** An image uploaded with an editor: a file name of its own in our storage's folder. */
const UPLOADED_IMAGE = Object.fromEntries(
  ARTICLE_IMAGE_FOLDERS.map((folder) => [
    folder,
    new RegExp(`^${STORAGE_PREFIX}/${folder}/[\\w-]+\\.[a-z0-9]{2,5}$`, 'i'),
  ]),
) as Record<ArticleImageFolder, RegExp>;

/**
 * An image source articles may show: only an image uploaded with the news editor (or, for a
 * guide's body, `folder` `guides`: the guide editor's). Another site's image is removed, not
 * kept for the Content Security Policy (`img-src 'self'`) to block on every view, and an upload
 * is kept while an article shows it (docs/news.md, docs/guides.md).
 */
export function isAllowedImageSource(src: string, folder: ArticleImageFolder = 'editor'): boolean {
  return UPLOADED_IMAGE[folder].test(src);
}

/** Whether a link goes to another site (and so opens in a new tab). */
export const isExternalLink = (href: string) => /^https?:\/\//i.test(href.trim());

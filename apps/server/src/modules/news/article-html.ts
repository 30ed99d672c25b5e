import sanitizeHtml from 'sanitize-html';
import { STORAGE_PREFIX } from '../uploads/storage.ts';

/** Elements an article may contain; everything else is removed (its text kept, unless it is code). */
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

/** Attributes kept per element; no element keeps `style`, `class` (but code's language) or handlers. */
export const ARTICLE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  code: ['class'],
};

export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** An image source we are willing to show: https anywhere, or a file from our own storage. */
export function isAllowedImageSource(src: string): boolean {
  return src.startsWith('https://') || src.startsWith(`${STORAGE_PREFIX}/`);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // The contents of these never become text: code, styles, templates and foreign markup.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg', 'math'],
  transformTags: {
    // The page's own title is the only h1.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Every link gets rel; only links to other sites open in a new tab.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const isExternal = /^https?:\/\//i.test((rest.href ?? '').trim());
      return {
        tagName,
        attribs: {
          ...rest,
          rel: 'noopener noreferrer',
          ...(isExternal ? { target: '_blank' } : {}),
        },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).flatMap(([name, value]) =>
          name !== 'src'
            ? [[name, value]]
            : isAllowedImageSource(value.trim())
              ? [[name, value.trim()]]
              : [],
        ),
      ),
    }),
  },
  // An image without an allowed source, or a link without an address, is dropped.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) ||
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()),
};

/**
 * Cleans article HTML with an allow-list fit for news (headings, paragraphs, lists, links,
 * images, tables, code, quotes, inline formatting); anything executable is removed.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

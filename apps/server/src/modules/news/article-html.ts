import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_LINK_SCHEMES,
  ARTICLE_TAGS,
  isAllowedImageSource,
  isExternalLink,
} from '@riftscope/contracts';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: [...ARTICLE_LINK_SCHEMES],
  // Images come from our own storage only (isAllowedImageSource): no scheme at all.
  allowedSchemesByTag: { img: [] },
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
      const isExternal = isExternalLink(rest.href ?? '');
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

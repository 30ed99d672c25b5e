import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_IMAGE_FOLDERS,
  ARTICLE_LINK_SCHEMES,
  ARTICLE_TAGS,
  type ArticleImageFolder,
  isAllowedImageSource,
  isExternalLink,
} from '@riftscope/contracts';
import sanitizeHtml from 'sanitize-html';

/** The allow-list's options for bodies that show images of `folder`. */
const optionsFor = (folder: ArticleImageFolder): sanitizeHtml.IOptions => ({
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
            : isAllowedImageSource(value.trim(), folder)
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
});

const OPTIONS = Object.fromEntries(
  ARTICLE_IMAGE_FOLDERS.map((folder) => [folder, optionsFor(folder)]),
) as Record<ArticleImageFolder, sanitizeHtml.IOptions>;

/**
 * Cleans article HTML with an allow-list fit for news and guides (headings, paragraphs, lists,
 * links, images, tables, code, quotes, inline formatting); anything executable is removed.
 * Images stay only from `imageFolder`: the news editor's, or `guides` for a guide's body.
 */
export function sanitizeArticleHtml(
  html: string,
  imageFolder: ArticleImageFolder = 'editor',
): string {
  return sanitizeHtml(html, OPTIONS[imageFolder]).trim();
}

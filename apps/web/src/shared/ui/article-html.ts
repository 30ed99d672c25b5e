import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_LINK_SCHEMES,
  ARTICLE_TAGS,
  type ArticleImageFolder,
  isAllowedImageSource,
  isExternalLink,
} from '@riftscope/contracts';
import DOMPurify from 'dompurify';

/** DOMPurify names elements in upper case. */
const ATTRIBUTES = Object.fromEntries(
  Object.entries(ARTICLE_ATTRIBUTES).map(([tag, names]) => [tag.toUpperCase(), names]),
);
const ALL_ATTRIBUTES = [...new Set(Object.values(ARTICLE_ATTRIBUTES).flat())];
/** Links may use the allowed schemes or point within the site; nothing else. */
const ALLOWED_URI = new RegExp(`^(?:(?:${ARTICLE_LINK_SCHEMES.join('|')}):|/(?!/)|#)`, 'i');

// Without a document (a server render) DOMPurify cannot work: the server's own sanitiser does.
const purifier = DOMPurify();

/** Cleans a body whose images may come from `imageFolder` (docs/news.md, docs/guides.md). */
export type ArticleSanitizer = (html: string, imageFolder: ArticleImageFolder) => string;

let sanitizeWithoutDocument: ArticleSanitizer = () => '';

/** The sanitiser a server render uses in DOMPurify's place: the one the API stores articles with. */
export function setServerArticleSanitizer(sanitize: ArticleSanitizer): void {
  sanitizeWithoutDocument = sanitize;
}

// The folder of the body being cleaned, for the hooks (DOMPurify's hooks are the instance's).
let imageFolderOfBody: ArticleImageFolder = 'editor';

if (purifier.isSupported) installHooks();

function installHooks() {
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = ATTRIBUTES[node.nodeName] ?? [];
    if (!allowed.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === 'class' && !/^language-[\w-]+$/.test(data.attrValue)) {
      data.keepAttr = false;
    }
    if (node.nodeName === 'IMG' && data.attrName === 'src') {
      data.keepAttr = isAllowedImageSource(data.attrValue.trim(), imageFolderOfBody);
    }
  });

  purifier.addHook('afterSanitizeAttributes', (node) => {
    // An image whose source was refused would be an empty box.
    if (node.nodeName === 'IMG' && !node.getAttribute('src')) {
      node.remove();
      return;
    }
    if (node.nodeName !== 'A') return;
    // Every link gets rel; only links to other sites open in a new tab.
    node.setAttribute('rel', 'noopener noreferrer');
    if (isExternalLink(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
    } else {
      node.removeAttribute('target');
    }
  });
}

/**
 * Article HTML cleaned to the server's allow-list, with safe links; anything executable goes.
 * Images stay only from `imageFolder`: the news editor's, or `guides` for a guide's body.
 */
export function sanitizeArticleHtml(
  html: string,
  imageFolder: ArticleImageFolder = 'editor',
): string {
  if (!purifier.isSupported) return sanitizeWithoutDocument(html, imageFolder);
  imageFolderOfBody = imageFolder;
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

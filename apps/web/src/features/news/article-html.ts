import DOMPurify from 'dompurify';

/**
 * The elements and attributes the server lets into an article (apps/server/src/modules/news/
 * article-html.ts); the browser cleans again so a bad row can never run script here.
 */
const TAGS = [
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
];
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  A: ['href', 'title', 'rel', 'target'],
  IMG: ['src', 'alt', 'title', 'width', 'height'],
  OL: ['start'],
  TH: ['colspan', 'rowspan', 'scope'],
  TD: ['colspan', 'rowspan'],
  CODE: ['class'],
};
const ALL_ATTRIBUTES = [...new Set(Object.values(ATTRIBUTES).flat())];

/** Links may use http, https and mailto, or point within the site; nothing else. */
const ALLOWED_URI = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
/** Images come over https or from our own storage. */
const isAllowedImageSource = (src: string) =>
  src.startsWith('https://') || src.startsWith('/storage/');

const purifier = DOMPurify();

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
    data.keepAttr = isAllowedImageSource(data.attrValue.trim());
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
  if (/^https?:\/\//i.test(node.getAttribute('href')?.trim() ?? '')) {
    node.setAttribute('target', '_blank');
  } else {
    node.removeAttribute('target');
  }
});

/** Article HTML cleaned to the server's allow-list, with safe links; anything executable goes. */
export function sanitizeArticleHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

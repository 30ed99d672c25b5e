import type { Language } from '@riftscope/contracts';

/** Where apps/web/index.html wants the server's head tags. */
export const HEAD_MARKER = '<!--app-head-->';
/** Where apps/web/index.html takes a page's first paint, painted before the app's code runs. */
export const BODY_MARKER = '<!--app-body-->';

const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\s+lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;

/**
 * Splits index.html once at start so that each page costs a few string joins: the `<html>` tag
 * gets the page's language, the head tags go where the marker is (or before `</head>`) and a
 * page's first paint, when it has one, where the body marker is.
 */
export function createPageTemplate(
  indexHtml: string,
): (lang: Language, headTags: string, firstPaint?: string) => string {
  const tag = HTML_TAG.exec(indexHtml);
  const beforeTag = tag ? indexHtml.slice(0, tag.index) : '';
  const otherAttributes = tag ? tag[0].slice(5, -1).replace(LANG_ATTRIBUTE, '') : '';
  const rest = tag ? indexHtml.slice(tag.index + tag[0].length) : indexHtml;

  const marker = rest.indexOf(HEAD_MARKER);
  const headEnd = rest.search(/<\/head\s*>/i);
  let beforeHead = rest;
  let afterHead = '';
  if (marker >= 0) {
    beforeHead = rest.slice(0, marker);
    afterHead = rest.slice(marker + HEAD_MARKER.length);
  } else if (headEnd >= 0) {
    beforeHead = rest.slice(0, headEnd);
    afterHead = rest.slice(headEnd);
  }
  const hasHeadSlot = marker >= 0 || headEnd >= 0;

  const body = afterHead.indexOf(BODY_MARKER);
  const beforeBody = body >= 0 ? afterHead.slice(0, body) : afterHead;
  const afterBody = body >= 0 ? afterHead.slice(body + BODY_MARKER.length) : '';

  return (lang, headTags, firstPaint = '') => {
    const html = tag ? `${beforeTag}<html lang="${lang}"${otherAttributes}>` : '';
    if (!hasHeadSlot) return `${html}${rest}`;
    return `${html}${beforeHead}${headTags}${beforeBody}${firstPaint}${afterBody}`;
  };
}

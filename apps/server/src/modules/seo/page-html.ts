import type { Language } from '@riftscope/contracts';
import { createCriticalCss } from './critical-css.ts';

/** Where apps/web/index.html wants the server's head tags. */
export const HEAD_MARKER = '<!--app-head-->';
/** Where apps/web/index.html's `#root` starts and ends: a rendered page replaces what is between. */
export const ROOT_START = '<!--app-root-->';
export const ROOT_END = '<!--/app-root-->';

const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\s+lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;

/** A page as the template is filled: its language, head tags and, when rendered, its root. */
export interface PageParts {
  lang: Language;
  headTags: string;
  /** The page as the server rendered it, in place of the template's placeholder; null for none. */
  root?: string | null;
  /** What goes at the end of the body, after the page (its data, for the browser to take it over). */
  bodyEnd?: string;
}

/**
 * Splits index.html once at start so that each page costs a few string joins: the `<html>` tag
 * gets the page's language, the head tags go where the marker is (or before `</head>`), a
 * rendered page inside `#root`, in place of the placeholder between the root markers, and what
 * follows the page before `</body>`.
 */
export function createPageTemplate(indexHtml: string): (page: PageParts) => string {
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

  const rootStart = afterHead.indexOf(ROOT_START);
  const rootEnd = afterHead.indexOf(ROOT_END, rootStart);
  const hasRootSlot = rootStart >= 0 && rootEnd >= 0;
  const beforeRoot = hasRootSlot ? afterHead.slice(0, rootStart) : afterHead;
  const placeholder = hasRootSlot ? afterHead.slice(rootStart + ROOT_START.length, rootEnd) : '';
  const afterRoot = hasRootSlot ? afterHead.slice(rootEnd + ROOT_END.length) : '';
  const bodyEnd = afterRoot.search(/<\/body\s*>/i);
  const beforeBodyEnd = bodyEnd >= 0 ? afterRoot.slice(0, bodyEnd) : afterRoot;
  const fromBodyEnd = bodyEnd >= 0 ? afterRoot.slice(bodyEnd) : '';

  return ({ lang, headTags, root, bodyEnd: tail = '' }) => {
    const html = tag ? `${beforeTag}<html lang="${lang}"${otherAttributes}>` : '';
    if (!hasHeadSlot) return `${html}${rest}`;
    return `${html}${beforeHead}${headTags}${beforeRoot}${root ?? placeholder}${beforeBodyEnd}${tail}${fromBodyEnd}`;
  };
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** The pages of the web app: one the browser draws alone, and one drawn here with its content. */
export interface PageTemplates {
  /** index.html as built, its stylesheet linked in the head: a page the browser draws alone. */
  frame(page: PageParts): string;
  /**
   * A page drawn here: it carries in its head the part of the build's stylesheets its HTML uses
   * (critical-css.ts), so that it is drawn as soon as its HTML has arrived, without a round trip
   * for its styles competing with the app's script for a slow phone's bandwidth
   * (docs/benchmarks.md, the first frame with the main content), and links the whole stylesheet
   * after the page, where the browser keeps it for the next. Drawn as a frame when the build has
   * no stylesheet, or one holding `</style`, which cannot be written into a page.
   */
  drawn(page: PageParts & { root: string }): string;
}

/** The page templates of index.html, its stylesheets read once. `read` gives a file of the build by its site path. */
export async function createPageTemplates(
  indexHtml: string,
  read: (sitePath: string) => Promise<string>,
): Promise<PageTemplates> {
  const links: string[] = [];
  const sheets: string[] = [];
  for (const [link, path] of indexHtml.matchAll(STYLESHEET_LINK)) {
    links.push(link);
    if (path) sheets.push(await read(path));
  }
  const css = sheets.join('');
  const frame = createPageTemplate(indexHtml);
  if (css === '' || /<\/style/i.test(css)) return { frame, drawn: frame };
  const critical = createCriticalCss(css);
  const withoutLinks = createPageTemplate(
    links.reduce((html, link) => html.replace(link, ''), indexHtml),
  );
  const linked = links.join('');
  return {
    frame,
    drawn: (page) =>
      withoutLinks({
        ...page,
        headTags: `${page.headTags}<style>${critical(page.root)}</style>`,
        bodyEnd: `${linked}${page.bodyEnd ?? ''}`,
      }),
  };
}

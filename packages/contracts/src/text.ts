/** News list card excerpt length (docs/product.md, Constants). */
export const NEWS_LIST_EXCERPT = 220;
/** Home news card body preview length, followed by an ellipsis. */
export const HOME_NEWS_BODY_PREVIEW = 100;
/** Home news card title length. */
export const HOME_NEWS_TITLE_MAX = 50;
/** Page description length of a news article. */
export const META_DESCRIPTION_MAX = 160;

export const ELLIPSIS = '…';

/** What stands between two blocks of a plain text whose first does not end a sentence. */
export const BLOCK_SEPARATOR = ' · ';

/**
 * The first `max` characters (code points, so no emoji is split), without trailing spaces or a
 * block separator left hanging.
 */
function cut(text: string, max: number): string {
  const start = Array.from(text).slice(0, Math.max(0, max)).join('').trimEnd();
  const hanging = BLOCK_SEPARATOR.trimEnd();
  return start.endsWith(hanging) ? start.slice(0, -hanging.length).trimEnd() : start;
}

/** `text` cut to `max` characters and followed by an ellipsis, only when it was cut. */
export function excerpt(text: string, max: number): string {
  if (Array.from(text).length <= max) return text;
  return `${cut(text, max)}${ELLIPSIS}`;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) return '\uFFFD';
    return String.fromCodePoint(code);
  }
  return NAMED_ENTITIES[body] ?? entity;
}

/** Tags that end a block: a heading, paragraph, list item, cell or line ends there. */
const BLOCK_TAG =
  /^(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)$/i;

/** Where a block ends while tags are removed; a private-use character no text of ours holds. */
const BLOCK_END = '\uE000';

/** A block that ends a sentence (or introduces the next) needs only a space after it. */
const SENTENCE_END = /[.!?…:;]$/u;

/**
 * Plain text of an HTML fragment: comments, scripts and styles dropped, tags removed,
 * common and numeric entities decoded, whitespace collapsed. Blocks stay apart: a heading,
 * list item or line that does not end a sentence is followed by BLOCK_SEPARATOR, so an excerpt
 * never runs a heading into the sentence under it (`<h2>Changes</h2><p>Jax…` reads
 * `Changes · Jax…`); after a sentence a space is enough. The result is text, not HTML: escape it
 * again wherever it goes into markup.
 */
export function stripHtml(html: string): string {
  const blocks = html
    .replaceAll(BLOCK_END, '')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)(?:[^<>"']|"[^"]*"|'[^']*')*>/g, (_, name: string) =>
      BLOCK_TAG.test(name) ? BLOCK_END : '',
    )
    .split(BLOCK_END)
    .map((block) =>
      block
        .replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, decodeEntity)
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((block) => block !== '');
  return blocks.reduce(
    (text, block) =>
      text === '' ? block : `${text}${SENTENCE_END.test(text) ? ' ' : BLOCK_SEPARATOR}${block}`,
    '',
  );
}

/** A page description from an HTML body: its plain text cut to 160 characters. */
export function metaDescription(html: string): string {
  return cut(stripHtml(html), META_DESCRIPTION_MAX);
}

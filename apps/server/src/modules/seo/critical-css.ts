import postcss, { type ChildNode } from 'postcss';

/**
 * The part of the site's stylesheet a rendered page uses, written into the page so that it is
 * drawn as soon as its HTML has arrived, while the whole stylesheet (which the browser keeps
 * from one page to the next) loads after the page (docs/architecture.md, "a request for an HTML
 * page"). The stylesheet is read once; a page then costs one pass over its class attributes and
 * one over the stylesheet's rules.
 *
 * The rule is conservative: a style rule is kept when, for one of its selectors, the page uses
 * every class that selector needs to match (`requiredClasses`: `:not(.x)`, a list in `:is()`
 * and `[data-x]` never exclude a rule); rules naming no class (elements, `:root`, `*`) and at-rules
 * that are not blocks of rules (`@layer` order, `@property`, `@keyframes`, `@font-face`) are
 * always kept; `@media`, `@supports`, `@layer`, `@container` blocks are kept with the rules
 * they keep. Keeping a rule the page does not need costs bytes; leaving out one it needs would
 * draw it wrongly until the stylesheet arrives, so every doubt keeps the rule.
 */
export function createCriticalCss(stylesheet: string): (pageHtml: string) => string {
  const parts = compile(postcss.parse(stylesheet).nodes);
  return (pageHtml) => write(parts, classesOf(pageHtml));
}

/** A rule always kept, a style rule with the classes each of its selectors needs, or a block. */
type Part =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'block'; open: string; parts: Part[] };

/** At-rules whose block holds rules, kept with the rules inside them that are kept. */
const BLOCKS = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

function compile(nodes: ChildNode[]): Part[] {
  const parts: Part[] = [];
  for (const node of nodes) {
    if (node.type === 'rule') {
      const needs = selectorsOf(node.selector).map(requiredClasses);
      const text = node.toString().trim();
      parts.push(
        needs.some((classes) => classes.length === 0)
          ? { kind: 'always', text }
          : { kind: 'rule', text, needs },
      );
    } else if (node.type === 'atrule') {
      if (node.nodes && BLOCKS.has(node.name.toLowerCase())) {
        const params = node.params ? ` ${node.params}` : '';
        parts.push({ kind: 'block', open: `@${node.name}${params}{`, parts: compile(node.nodes) });
      } else {
        const text = node.toString().trim();
        parts.push({ kind: 'always', text: node.nodes ? text : `${text};` });
      }
    }
  }
  return parts;
}

function write(parts: Part[], used: Set<string>): string {
  let css = '';
  for (const part of parts) {
    if (part.kind === 'always') css += part.text;
    else if (part.kind === 'rule') {
      if (part.needs.some((classes) => classes.every((name) => used.has(name)))) css += part.text;
    } else {
      const inner = write(part.parts, used);
      if (inner !== '') css += `${part.open}${inner}}`;
    }
  }
  return css;
}

/** A selector list split at its top-level commas. */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '\\') i++;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      selectors.push(list.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

const HEX = /^[0-9a-fA-F]$/;
const NAME_CHAR = /^[\w-]$/;

/** Pseudo-classes that match only where their one selector matches: its classes are needed too. */
const MATCHING = /:(?:is|where|has)\($/;

/**
 * The class names a selector needs, unescaped: those outside brackets, strings and parentheses,
 * and those of the one selector inside `:is()`, `:where()` or `:has()` (a list inside them, and
 * `:not()`, need none).
 */
function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  let depth = 0;
  let opened = 0;
  let quote: string | null = null;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i] as string;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') {
      if (depth === 0) opened = i + 1;
      depth++;
    } else if (ch === ')' || ch === ']') {
      depth--;
      if (depth === 0 && ch === ')' && MATCHING.test(selector.slice(0, opened))) {
        const inner = selectorsOf(selector.slice(opened, i));
        if (inner.length === 1) classes.push(...requiredClasses(inner[0] as string));
      }
    } else if (ch === '.' && depth === 0) {
      const [name, end] = readName(selector, i + 1);
      if (name !== '') classes.push(name);
      i = end - 1;
    }
  }
  return classes;
}

/** The identifier starting at `from`, escapes resolved, and where it ends. */
function readName(text: string, from: number): [string, number] {
  let name = '';
  let i = from;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '\\') {
      let hex = '';
      let j = i + 1;
      while (j < text.length && hex.length < 6 && HEX.test(text[j] as string)) hex += text[j++];
      if (hex !== '') {
        name += String.fromCodePoint(Number.parseInt(hex, 16));
        // One white space ends a hexadecimal escape and is part of it.
        i = text[j] === ' ' ? j + 1 : j;
      } else {
        name += text[i + 1] ?? '';
        i += 2;
      }
    } else if (NAME_CHAR.test(ch) || ch.charCodeAt(0) >= 0x80) {
      name += ch;
      i++;
    } else break;
  }
  return [name, i];
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** Every class named by the class attributes of server-rendered HTML. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value?.includes('&')
      ? value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
      : value;
    for (const name of decoded?.split(/\s+/) ?? []) if (name !== '') classes.add(name);
  }
  return classes;
}

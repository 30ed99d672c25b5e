import { readFileSync } from 'node:fs';
import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_LINK_SCHEMES,
  ARTICLE_TAGS,
  type ArticleImageFolder,
  isAllowedImageSource,
} from '@riftscope/contracts';
import { Parser } from 'htmlparser2';

/** The public XSS vectors of fixtures/xss-corpus.txt, one a line, comments left out. */
export const XSS_CORPUS = readFileSync(
  new URL('./fixtures/xss-corpus.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

/** What a browser would see as the scheme of a URL: controls and spaces are ignored. */
function schemeOf(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip exactly these characters
  const normalised = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(normalised)?.[1] ?? null;
}

/**
 * Everything in `html` that could run code or load something we did not allow, as parsed
 * independently of the sanitiser (entities decoded, names lower-cased); images only from
 * `imageFolder` (the news editor's unless told).
 */
export function executableParts(
  html: string,
  imageFolder: ArticleImageFolder = 'editor',
): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (!(ARTICLE_TAGS as readonly string[]).includes(name)) found.push(`<${name}>`);
        for (const [attr, value] of Object.entries(attribs)) {
          if (!(ARTICLE_ATTRIBUTES[name] ?? []).includes(attr)) found.push(`${name}[${attr}]`);
          if (attr === 'href') {
            const scheme = schemeOf(value);
            if (
              scheme
                ? !(ARTICLE_LINK_SCHEMES as readonly string[]).includes(scheme)
                : value.startsWith('//')
            )
              found.push(`href=${value}`);
          }
          if (attr === 'src' && !isAllowedImageSource(value, imageFolder)) {
            found.push(`src=${value}`);
          }
          if (attr === 'class' && !/^(language-[\w+#-]+\s*)+$/.test(value))
            found.push(`class=${value}`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  if (/<\s*\/?\s*(script|style|iframe|object|embed|svg|math|base|meta|link|form)\b/i.test(html)) {
    found.push('raw dangerous tag');
  }
  return found;
}

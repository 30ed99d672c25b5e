import { describe, expect, it } from 'vitest';
import { XSS_CORPUS as CORPUS, executableParts } from '../../../test/xss-corpus.ts';
import { sanitizeArticleHtml } from './article-html.ts';

describe('sanitizeArticleHtml against a public XSS corpus', () => {
  it('has a corpus worth the name', () => {
    expect(CORPUS.length).toBeGreaterThan(120);
  });

  it.each(CORPUS.map((vector) => [vector]))('leaves nothing executable in %s', (vector) => {
    const clean = sanitizeArticleHtml(vector);
    expect(executableParts(clean), clean).toEqual([]);
    expect(sanitizeArticleHtml(clean), 'sanitising twice changes nothing').toBe(clean);
  });

  it('the checker itself finds the classic vectors when nothing is sanitised', () => {
    expect(executableParts('<img src=x onerror=alert(1)>')).toContain('img[onerror]');
    expect(executableParts('<a href="jav&#x09;ascript:alert(1)">x</a>')).toContain(
      'href=jav\tascript:alert(1)',
    );
    expect(executableParts('<svg onload=alert(1)>')).toContain('<svg>');
  });

  it.each(CORPUS.map((vector) => [vector]))(
    'leaves nothing executable in %s as a guide body',
    (vector) => {
      const clean = sanitizeArticleHtml(vector, 'guides');
      expect(executableParts(clean, 'guides'), clean).toEqual([]);
      expect(sanitizeArticleHtml(clean, 'guides'), 'sanitising twice changes nothing').toBe(clean);
    },
  );
});

describe('sanitizeArticleHtml keeps what articles need', () => {
  it('keeps headings, lists, quotes, tables, code and inline formatting as they are', () => {
    const html = [
      '<h2>Changes</h2><h3>Champions</h3><p><strong>Bold</strong>, <em>italic</em>, <u>u</u>, <s>s</s>, x<sup>2</sup></p>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<blockquote><p>quoted</p></blockquote>',
      '<table><thead><tr><th scope="col">Tier</th></tr></thead><tbody><tr><td colspan="2">S</td></tr></tbody></table>',
      '<pre><code class="language-ts">const x = 1 &lt; 2;</code></pre><hr />',
    ].join('');
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to every link and opens other sites in a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" target="_self">site</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>',
    );
    expect(sanitizeArticleHtml('<a href="/en/tier-list" rel="opener">tier list</a>')).toBe(
      '<a href="/en/tier-list" rel="noopener noreferrer">tier list</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:hi@example.com">mail</a>')).toBe(
      '<a href="mailto:hi@example.com" rel="noopener noreferrer">mail</a>',
    );
  });

  it("keeps images uploaded with the editor and drops every other source, other sites' included", () => {
    expect(sanitizeArticleHtml('<img src="/storage/editor/a.webp" alt="a" />')).toBe(
      '<img src="/storage/editor/a.webp" alt="a" />',
    );
    for (const src of [
      'https://example.com/a.png',
      'http://example.com/a.png',
      '//example.com/a.png',
      '/api/logout',
      '/storage/avatars/a.webp',
      '/storage/editor/../../api/logout',
      '/storage/editor/a.webp?x=https://example.com/a.png',
    ]) {
      expect(sanitizeArticleHtml(`<p>a<img src="${src}" width="10" />b</p>`), src).toBe(
        '<p>ab</p>',
      );
    }
  });

  it("keeps a guide's images from the guides folder only, never the news editor's", () => {
    expect(sanitizeArticleHtml('<img src="/storage/guides/a.webp" alt="a" />', 'guides')).toBe(
      '<img src="/storage/guides/a.webp" alt="a" />',
    );
    expect(sanitizeArticleHtml('<p>a<img src="/storage/editor/a.webp" />b</p>', 'guides')).toBe(
      '<p>ab</p>',
    );
    expect(sanitizeArticleHtml('<p>a<img src="/storage/guides/a.webp" />b</p>')).toBe('<p>ab</p>');
    expect(
      sanitizeArticleHtml('<p>a<img src="/storage/guides/../editor/a.webp" />b</p>', 'guides'),
    ).toBe('<p>ab</p>');
  });

  it('turns h1 into h2 because the page title is the only h1', () => {
    expect(sanitizeArticleHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('keeps the text of unknown elements but not of scripts and styles', () => {
    expect(
      sanitizeArticleHtml('<div><span>kept</span></div><script>gone()</script><style>p{}</style>'),
    ).toBe('kept');
  });
});

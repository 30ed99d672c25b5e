import { describe, expect, it } from 'vitest';
import {
  ELLIPSIS,
  excerpt,
  HOME_NEWS_BODY_PREVIEW,
  HOME_NEWS_TITLE_MAX,
  META_DESCRIPTION_MAX,
  metaDescription,
  NEWS_LIST_EXCERPT,
  stripHtml,
} from './text.ts';

describe('text limits', () => {
  it('has the lengths of docs/product.md, Constants', () => {
    expect(NEWS_LIST_EXCERPT).toBe(220);
    expect(HOME_NEWS_BODY_PREVIEW).toBe(100);
    expect(HOME_NEWS_TITLE_MAX).toBe(50);
    expect(META_DESCRIPTION_MAX).toBe(160);
  });
});

describe('excerpt', () => {
  it('keeps text that fits, without an ellipsis', () => {
    expect(excerpt('Patch 15.9', 220)).toBe('Patch 15.9');
    expect(excerpt('a'.repeat(220), NEWS_LIST_EXCERPT)).toBe('a'.repeat(220));
  });

  it('cuts longer text to the limit and adds an ellipsis', () => {
    expect(excerpt('a'.repeat(221), NEWS_LIST_EXCERPT)).toBe(`${'a'.repeat(220)}…`);
    expect(excerpt('b'.repeat(150), HOME_NEWS_BODY_PREVIEW)).toBe(`${'b'.repeat(100)}${ELLIPSIS}`);
    expect(excerpt('c'.repeat(60), HOME_NEWS_TITLE_MAX)).toBe(`${'c'.repeat(50)}…`);
  });

  it('drops spaces before the ellipsis', () => {
    expect(excerpt('hello world', 6)).toBe('hello…');
  });

  it('counts characters, not UTF-16 units, so emoji and Cyrillic are not split', () => {
    expect(excerpt('😀😀😀', 2)).toBe('😀😀…');
    expect(excerpt('Привет', 6)).toBe('Привет');
  });
});

describe('stripHtml', () => {
  it('removes tags and keeps words apart across blocks', () => {
    expect(stripHtml('<h1>Patch</h1><p>Notes <strong>here</strong></p><p>Next</p>')).toBe(
      'Patch · Notes here · Next',
    );
    expect(stripHtml('one<br/>two<br>three')).toBe('one · two · three');
  });

  it('never runs a heading or a list item into the sentence after it', () => {
    expect(
      stripHtml('<h2>What changed</h2><p>Jax is stronger.</p><ul><li>Q</li><li>R</li></ul>'),
    ).toBe('What changed · Jax is stronger. Q · R');
    expect(stripHtml('<h3>Note:</h3><p>Read this!</p><p>Then that?</p><p>Done</p>')).toBe(
      'Note: Read this! Then that? Done',
    );
  });

  it('leaves no separator for empty blocks or at the ends', () => {
    expect(stripHtml('<p></p><h2> Title </h2><p>&nbsp;</p><div><p>Body</p></div><br>')).toBe(
      'Title · Body',
    );
  });

  it('keeps a private-use character of the text from splitting it', () => {
    expect(stripHtml('a\uE000b &#xE000; c')).toBe('ab \uE000 c');
  });

  it('keeps inline markup from splitting a word', () => {
    expect(stripHtml('H<sub>2</sub>O and <em>Ja</em>x')).toBe('H2O and Jax');
  });

  it('decodes common and numeric entities', () => {
    expect(stripHtml('Tom &amp; Jerry &lt;3 &gt; &quot;q&quot; it&#39;s&nbsp;ok')).toBe(
      'Tom & Jerry <3 > "q" it\'s ok',
    );
    expect(stripHtml('&#8364; &#x20AC; &#X1F600; &apos;')).toBe("€ € 😀 '");
  });

  it('decodes once, so escaped entities stay text', () => {
    expect(stripHtml('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(stripHtml('&lt;script&gt;')).toBe('<script>');
  });

  it('leaves unknown entities and stray brackets as they are', () => {
    expect(stripHtml('&copy2; a < b and &unknown;')).toBe('&copy2; a < b and &unknown;');
  });

  it('replaces invalid numeric entities', () => {
    expect(stripHtml('a&#0;b&#x110000;')).toBe('a\uFFFDb\uFFFD');
  });

  it('drops comments, scripts and styles with their content', () => {
    expect(stripHtml('a<!-- note -->b<script>alert("<p>x</p>")</script>c<style>p{}</style>d')).toBe(
      'a b c d',
    );
  });

  it('copes with quoted > inside attributes', () => {
    expect(stripHtml('<a title="1 > 0" href=\'x\'>link</a>')).toBe('link');
  });

  it('collapses whitespace and trims', () => {
    expect(stripHtml('  <p>\n  a \t\n b </p>  ')).toBe('a b');
  });
});

describe('metaDescription', () => {
  it('is the plain text of the body', () => {
    expect(metaDescription('<p>Short &amp; sweet</p>')).toBe('Short & sweet');
  });

  it('is cut to 160 characters without an ellipsis', () => {
    const description = metaDescription(`<p>${'x'.repeat(300)}</p>`);
    expect(description).toBe('x'.repeat(160));
  });

  it('leaves no block separator hanging where it cuts', () => {
    expect(metaDescription(`<h2>${'t'.repeat(158)}</h2><p>body</p>`)).toBe('t'.repeat(158));
    expect(excerpt(stripHtml(`<h2>${'t'.repeat(9)}</h2><p>body</p>`), 11)).toBe(
      `${'t'.repeat(9)}…`,
    );
  });

  it('counts the limit after tags are removed', () => {
    const html = `<p><strong>${'y'.repeat(159)}</strong></p><p>zz</p>`;
    expect(metaDescription(html)).toBe(`${'y'.repeat(159)}`);
  });
});

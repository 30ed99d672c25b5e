import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, pickSlug, slugBase } from './news-slugs.ts';

describe('slugBase', () => {
  it('spells English titles in lower case with dashes', () => {
    expect(slugBase('Patch 15.9: What Changed?', 'en')).toBe('patch-15-9-what-changed');
  });

  it('transliterates Cyrillic titles', () => {
    expect(slugBase('Патч 15.9: что нового', 'ru')).toBe('patch-15-9-chto-novogo');
    expect(slugBase('Щука и ёж', 'ru')).toBe('schuka-i-yozh');
  });

  it('drops Turkish marks the Turkish way', () => {
    expect(slugBase('Yama notları: Şampiyonlar, güçlü ve ölümcül', 'tr')).toBe(
      'yama-notlari-sampiyonlar-guclu-ve-olumcul',
    );
    expect(slugBase('İSTANBUL IŞIK', 'tr')).toBe('istanbul-isik');
  });

  it('falls back to a plain word when nothing can be spelt', () => {
    expect(slugBase('🎉🎉', 'en')).toBe(FALLBACK_SLUG);
    expect(slugBase('!!!', 'ru')).toBe(FALLBACK_SLUG);
  });

  it('cuts very long titles at a word boundary, leaving room for a suffix', () => {
    const slug = slugBase(`${'Щепка '.repeat(60)}end`, 'ru');
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.startsWith('schepka-schepka')).toBe(true);
  });
});

describe('pickSlug', () => {
  it('takes the base when it is free', () => {
    expect(pickSlug('patch', new Map(), null)).toBe('patch');
  });

  it('adds the first free numeric suffix when other items hold the base', () => {
    const taken = new Map([
      ['patch', 1],
      ['patch-2', 2],
    ]);
    expect(pickSlug('patch', taken, null)).toBe('patch-3');
  });

  it('gives an item back a slug it already had', () => {
    const taken = new Map([
      ['patch', 1],
      ['patch-2', 7],
    ]);
    expect(pickSlug('patch', taken, 7)).toBe('patch-2');
    expect(pickSlug('patch', taken, 1)).toBe('patch');
  });
});

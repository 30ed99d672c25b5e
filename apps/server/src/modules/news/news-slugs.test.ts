import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SLUG,
  NEWS_SLUG_GENERATED_MAX,
  pickSlug,
  slugBase,
  slugCandidate,
} from './news-slugs.ts';

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
    expect(slug.length).toBeLessThanOrEqual(NEWS_SLUG_GENERATED_MAX - 6);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.startsWith('schepka-schepka')).toBe(true);
  });

  it('keeps a slug of the longest title in every language, suffix included, within the cap', () => {
    const titles = {
      en: 'Patch notes and balance changes '.repeat(7),
      ru: 'Щедрые изменения баланса чемпионов и предметов '.repeat(5),
      tr: 'Şampiyonların güçlü ve ölümcül değişiklikleri İĞÜŞÖÇ '.repeat(4),
    } as const;
    for (const [language, text] of Object.entries(titles) as [keyof typeof titles, string][]) {
      const title = text.slice(0, 200);
      const base = slugBase(title, language);
      expect(base, language).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const n of [1, 2, 99_999]) {
        expect(slugCandidate(base, n).length, `${language} #${n}`).toBeLessThanOrEqual(
          NEWS_SLUG_GENERATED_MAX,
        );
      }
    }
  });

  it('cuts a title of one endless word at the cap rather than at a dash', () => {
    const slug = slugBase('a'.repeat(200), 'en');
    expect(slug).toBe('a'.repeat(NEWS_SLUG_GENERATED_MAX - 6));
  });

  it('takes another cap and fallback word when asked (guides)', () => {
    const slug = slugBase(`${'Щепка '.repeat(60)}end`, 'ru', { max: 40, fallback: 'guide' });
    expect(slug.length).toBeLessThanOrEqual(40 - 6);
    expect(slugCandidate(slug, 99_999).length).toBeLessThanOrEqual(40);
    expect(slugBase('🎉', 'tr', { max: 40, fallback: 'guide' })).toBe('guide');
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

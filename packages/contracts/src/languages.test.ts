import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  initialLanguage,
  isLanguage,
  LANGUAGES,
  languageFromPath,
  switchLanguageInPath,
} from './languages.ts';

describe('languages', () => {
  it('are en, ru and tr, falling back to en', () => {
    expect(LANGUAGES).toEqual(['en', 'ru', 'tr']);
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(isLanguage('tr')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('languageFromPath', () => {
  it('reads the first path segment', () => {
    expect(languageFromPath('/ru/news')).toBe('ru');
    expect(languageFromPath('/tr')).toBe('tr');
    expect(languageFromPath('/en/summoner/euw1/Faker/KR1')).toBe('en');
  });

  it('falls back to en for anything else', () => {
    expect(languageFromPath('/de/news')).toBe('en');
    expect(languageFromPath('/RU/news')).toBe('en');
    expect(languageFromPath('/admin')).toBe('en');
    expect(languageFromPath('/')).toBe('en');
    expect(languageFromPath('')).toBe('en');
  });
});

describe('initialLanguage', () => {
  it('prefers the stored language', () => {
    expect(initialLanguage('tr', 'ru-RU')).toBe('tr');
    expect(initialLanguage('en', 'ru')).toBe('en');
  });

  it('else picks ru when the browser language starts with ru', () => {
    expect(initialLanguage(null, 'ru-RU')).toBe('ru');
    expect(initialLanguage(undefined, 'ru')).toBe('ru');
    expect(initialLanguage(null, 'RU')).toBe('ru');
  });

  it('ignores a stored value that is not a language', () => {
    expect(initialLanguage('<script>', 'ru-RU')).toBe('ru');
    expect(initialLanguage('de', 'de-DE')).toBe('en');
  });

  it('else falls back to en', () => {
    expect(initialLanguage(null, 'tr-TR')).toBe('en');
    expect(initialLanguage(null, 'en-US')).toBe('en');
    expect(initialLanguage(null, null)).toBe('en');
  });
});

describe('switchLanguageInPath', () => {
  it('swaps the language segment and keeps the rest', () => {
    expect(switchLanguageInPath('/ru/news', 'en')).toBe('/en/news');
    expect(switchLanguageInPath('/en/summoner/kr/Faker/KR1', 'tr')).toBe(
      '/tr/summoner/kr/Faker/KR1',
    );
    expect(switchLanguageInPath('/tr', 'ru')).toBe('/ru');
  });

  it('adds a language to a path without one', () => {
    expect(switchLanguageInPath('/foo', 'en')).toBe('/en/foo');
    expect(switchLanguageInPath('/', 'ru')).toBe('/ru');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { detectLanguages, languageDetector, plainLanguageTag } from './language-detector.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  // biome-ignore lint/suspicious/noDocumentCookie: the detector reads document.cookie, as browsers set it
  document.cookie = 'i18next=; max-age=0';
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.lang = '';
});

describe('plainLanguageTag', () => {
  it('keeps language tags and drops anything that looks injected', () => {
    expect(plainLanguageTag('ru')).toBe('ru');
    expect(plainLanguageTag('en-US')).toBe('en-US');
    expect(plainLanguageTag('<script>alert(1)</script>')).toBe('');
    expect(plainLanguageTag('en"onload=x')).toBe('');
  });
});

describe('detectLanguages', () => {
  it('looks in the query, the cookie, local and session storage, the navigator and the html tag, in that order', () => {
    window.history.replaceState(null, '', '/?lng=tr');
    // biome-ignore lint/suspicious/noDocumentCookie: the detector reads document.cookie, as browsers set it
    document.cookie = 'i18next=ru';
    window.localStorage.setItem('i18nextLng', 'en');
    window.sessionStorage.setItem('i18nextLng', 'de');
    document.documentElement.lang = 'fr';
    expect(detectLanguages()).toEqual(['tr', 'ru', 'en', 'de', ...navigator.languages, 'fr']);
  });

  it('drops values that look like script injection', () => {
    window.history.replaceState(null, '', `/?lng=${encodeURIComponent('<script>x</script>')}`);
    window.localStorage.setItem('i18nextLng', 'ru"onload=x');
    expect(detectLanguages()).toEqual([...navigator.languages]);
  });

  it('keeps the chosen language in local storage', () => {
    languageDetector.cacheUserLanguage?.('ru');
    expect(window.localStorage.getItem('i18nextLng')).toBe('ru');
  });
});

import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.ts';

describe('requestLanguage', () => {
  it('takes the lang query parameter over Accept-Language', () => {
    expect(requestLanguage({ lang: 'tr' }, 'ru-RU,ru;q=0.9')).toBe('tr');
  });

  it('takes the best of our languages that Accept-Language asks for', () => {
    expect(requestLanguage({}, 'ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(requestLanguage({}, 'de-DE,de;q=0.9,tr;q=0.7,en;q=0.5')).toBe('tr');
    expect(requestLanguage({}, 'en;q=0.5,ru;q=0.6')).toBe('ru');
    expect(requestLanguage({}, 'TR')).toBe('tr');
  });

  it('falls back to en without a header, for other languages and for nonsense', () => {
    expect(requestLanguage({}, undefined)).toBe('en');
    expect(requestLanguage({}, '')).toBe('en');
    expect(requestLanguage({}, 'de-DE,fr;q=0.8')).toBe('en');
    expect(requestLanguage({}, '*')).toBe('en');
    expect(requestLanguage({}, ';;;q=abc,,')).toBe('en');
    expect(requestLanguage({}, 'ru;q=0')).toBe('en');
  });
});

import { LANGUAGES } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

/** Every leaf of a locale as [dotted key, value]; array items count as keys too. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[2] ?? ''))].sort();
const locale = (language: string, namespace: string) =>
  files[`./${language}/${namespace}`]?.default;
const keysOf = (value: unknown) =>
  leaves(value)
    .map(([key]) => key)
    .sort();

describe('locales', () => {
  it('have the common namespace', () => {
    expect(namespaces).toContain('common.json');
  });

  describe.each(namespaces)('%s', (namespace) => {
    it.each(LANGUAGES.filter((l) => l !== 'en'))('in %s has exactly the keys of en', (language) => {
      expect(locale(language, namespace), `${language}/${namespace} is missing`).toBeDefined();
      expect(keysOf(locale(language, namespace))).toEqual(keysOf(locale('en', namespace)));
    });

    it.each(LANGUAGES)('in %s has only non-empty strings', (language) => {
      for (const [key, value] of leaves(locale(language, namespace))) {
        expect(typeof value, key).toBe('string');
        expect(String(value).trim(), key).not.toBe('');
      }
    });

    it.each(LANGUAGES)('in %s keeps the placeholders of en', (language) => {
      const placeholders = (text: unknown) => (String(text).match(/\{\{\w+\}\}/g) ?? []).sort();
      const en = new Map(leaves(locale('en', namespace)));
      for (const [key, value] of leaves(locale(language, namespace))) {
        expect(placeholders(value), key).toEqual(placeholders(en.get(key)));
      }
    });
  });
});

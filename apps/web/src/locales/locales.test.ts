import { describe, expect, it } from 'vitest';
import en from './en/common.json';
import ru from './ru/common.json';
import tr from './tr/common.json';

/** Every leaf of a locale as [dotted key, value]. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const locales = { en, ru, tr };
const keysOf = (locale: unknown) =>
  leaves(locale)
    .map(([key]) => key)
    .sort();

describe('common locales', () => {
  it.each(['ru', 'tr'] as const)('%s has exactly the keys of en', (language) => {
    expect(keysOf(locales[language])).toEqual(keysOf(en));
  });

  it.each(Object.keys(locales) as (keyof typeof locales)[])(
    '%s has only non-empty strings',
    (language) => {
      for (const [key, value] of leaves(locales[language])) {
        expect(typeof value, key).toBe('string');
        expect(String(value).trim(), key).not.toBe('');
      }
    },
  );
});

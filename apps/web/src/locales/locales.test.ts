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
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys an i18next plural is written under (`wait_one`, `wait_other`…), by their base key. A
 * plural has at least `_one` and `_other`, as en, ru and tr all have both; `queue_other` alone
 * is a plain key.
 */
function pluralForms(value: unknown): Map<string, string[]> {
  const keys = new Set(leaves(value).map(([key]) => key));
  const bases = new Set(
    [...keys]
      .filter((k) => k.endsWith('_other') && keys.has(`${k.slice(0, -6)}_one`))
      .map((k) => k.slice(0, -6)),
  );
  const forms = new Map<string, string[]>();
  for (const key of keys) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && bases.has(base)) {
      forms.set(base, [...(forms.get(base) ?? []), key.slice(base.length + 1)]);
    }
  }
  return forms;
}

/** The keys of a locale with each plural counted once, as languages need different forms. */
const keysOf = (value: unknown) => {
  const plurals = pluralForms(value);
  const keys = leaves(value).map(([key]) => {
    const base = key.replace(PLURAL_SUFFIX, '');
    return plurals.has(base) ? `${base}_<plural>` : key;
  });
  return [...new Set(keys)].sort();
};

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

    it.each(LANGUAGES)('in %s writes each plural in every form the language has', (language) => {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [base, forms] of pluralForms(locale(language, namespace))) {
        expect([...forms].sort(), base).toEqual([...needed].sort());
      }
    });

    it.each(LANGUAGES)('in %s keeps the placeholders of en', (language) => {
      const placeholders = (text: unknown) => (String(text).match(/\{\{\w+\}\}/g) ?? []).sort();
      const en = new Map(leaves(locale('en', namespace)));
      const enOther = (key: string) => en.get(key) ?? en.get(key.replace(PLURAL_SUFFIX, '_other'));
      for (const [key, value] of leaves(locale(language, namespace))) {
        expect(placeholders(value), key).toEqual(placeholders(enOther(key)));
      }
    });

    it.each(LANGUAGES)(
      'in %s takes every percent formatted, with no sign of its own',
      (language) => {
        // formatPercent (shared/domain/format-number.ts) writes the sign where the language does.
        for (const [key, value] of leaves(locale(language, namespace))) {
          expect(String(value), key).not.toMatch(/\}\}\s?%|%\s?\{\{/);
        }
      },
    );
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const all = () =>
      namespaces.flatMap((namespace) =>
        leaves(locale(language, namespace)).map(([key, value]) => [namespace, key, value] as const),
      );

    it('names each lane the same way on every screen', () => {
      const names = new Map<string, Set<string>>();
      for (const [, key, value] of all()) {
        const role = /(?:^|\.)(TOP|JUNGLE|MIDDLE|SUPPORT|CARRY)$/.exec(key)?.[1];
        if (role) names.set(role, (names.get(role) ?? new Set()).add(String(value)));
      }
      expect([...names.keys()].sort()).toEqual(['CARRY', 'JUNGLE', 'MIDDLE', 'SUPPORT', 'TOP']);
      for (const [role, spellings] of names) expect([...spellings], role).toHaveLength(1);
    });

    it('calls the tier list by the name the header gives it', () => {
      const common = locale(language, 'common.json') as { nav: { tier_list: string } };
      const tierList = locale(language, 'tier-list.json') as { title: string };
      const name = common.nav.tier_list.toLowerCase();
      expect(tierList.title.toLowerCase()).toBe(name);
      // Turkish players say "tier listesi"; "kademe" stays the word for a ranked tier.
      for (const [, key, value] of all()) {
        expect(String(value).toLowerCase(), key).not.toMatch(/kademe list/);
      }
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { adminGuide, guideCatalog, SAMPLE_BUILD } from '../test/admin-guides-fixtures.ts';
import {
  checkGuide,
  emptyGuideForm,
  type GuideFormValues,
  guideFormErrors,
  guideFormFromGuide,
  isGuideFormDirty,
  languagesWithErrors,
  writtenLanguages,
} from './guide-form.ts';

const catalog = guideCatalog();

/** The sample guide's form, with changes. */
const filled = (change: (values: GuideFormValues) => void = () => {}) => {
  const values = guideFormFromGuide(adminGuide(1));
  change(values);
  return values;
};

const errorsOf = (values: GuideFormValues) => {
  const checked = checkGuide(values, catalog.runes);
  return 'errors' in checked ? checked.errors : {};
};

describe('checkGuide', () => {
  it('sends the written languages only, with the build by id', () => {
    const values = filled((v) => {
      v.translations.tr = { title: '  Ashe rehberi ', summary: ' Kısa ', body: '' };
    });
    expect(checkGuide(values, catalog.runes)).toEqual({
      input: {
        champion: 'ashe',
        role: 'CARRY',
        patch: '15.22',
        difficulty: 'easy',
        build: SAMPLE_BUILD,
        translations: {
          en: {
            title: 'Ashe guide 1',
            summary: 'Kite, slow and never stop shooting.',
            body: '<p>Frost arrows first.</p>',
          },
          tr: { title: 'Ashe rehberi', summary: 'Kısa', body: '' },
        },
      },
    });
  });

  it('asks for a champion, a role and at least one language of a new guide', () => {
    expect(errorsOf(emptyGuideForm(catalog.patch))).toMatchObject({
      champion: 'required',
      role: 'required',
      translations: 'required',
    });
  });

  it('asks for the title of a language that has only a summary or text', () => {
    const errors = errorsOf(
      filled((v) => {
        v.translations.ru = { title: ' ', summary: '', body: '<p>Текст</p>' };
      }),
    );
    expect(errors).toEqual({ 'translations.ru.title': 'required' });
  });

  it('refuses a title or summary over their limits and a patch that is not like 15.22', () => {
    const errors = errorsOf(
      filled((v) => {
        v.translations.en.title = 'x'.repeat(121);
        v.translations.en.summary = 'x'.repeat(301);
        v.patch = '15';
      }),
    );
    expect(errors).toEqual({
      'translations.en.title': 'too_long',
      'translations.en.summary': 'too_long',
      patch: 'invalid',
    });
  });

  it('asks for three core items, a whole rune page and two different spells', () => {
    const errors = errorsOf(
      filled((v) => {
        v.build.core_items = [6672];
        v.build.runes.shards = [5005, null, 5011];
        v.build.spells = [4, 4];
      }),
    );
    expect(errors).toEqual({
      'build.core_items': 'count',
      'build.runes': 'incomplete',
      'build.spells': 'count',
    });
  });

  it('leaves a skill order the game would refuse to the server, which takes any 15 letters', () => {
    const values = filled((v) => {
      v.build.skill_order = [...'WEQWWRWWEEREEQQ'] as GuideFormValues['build']['skill_order'];
    });
    expect(checkGuide(values, catalog.runes)).toHaveProperty(
      'input.build.skill_order',
      'WEQWWRWWEEREEQQ',
    );
  });

  it('asks for the levels of a skill order not filled in', () => {
    const errors = errorsOf(
      filled((v) => {
        v.build.skill_order[14] = null;
      }),
    );
    expect(errors).toEqual({ 'build.skill_order': 'incomplete' });
  });
});

describe('guideFormErrors', () => {
  const failure = (status: number, errors: Record<string, string[]> = {}) =>
    guideFormErrors(new ApiError(status, 'Refused', errors));

  it('puts the server field errors at their fields, an item at its place in the block', () => {
    expect(
      failure(422, {
        'build.core_items.1': ['Item 9999 does not exist'],
        'translations.ru.title': ['Title is required'],
        'build.runes.primary.0': ['Rune 1 does not exist'],
        'build.spells.1': ['Spell 99 does not exist'],
        champion: ['Champion not found'],
        somewhere: ['?'],
      }),
    ).toEqual({
      'build.core_items.1': 'unknown',
      'translations.ru.title': 'invalid',
      'build.runes': 'unknown',
      'build.spells': 'unknown',
      champion: 'unknown',
      form: 'invalid',
    });
  });

  it('names a text that is too large, and a failure of the whole save', () => {
    expect(failure(413, { 'translations.tr.body': ['Too large'] })).toEqual({
      'translations.tr.body': 'too_large',
    });
    expect(failure(413)).toEqual({ form: 'too_large' });
    expect(failure(403)).toEqual({ form: 'forbidden' });
    expect(failure(404)).toEqual({ form: 'not_found' });
    expect(failure(0)).toEqual({ form: 'network' });
    expect(failure(500)).toEqual({ form: 'generic' });
    expect(guideFormErrors(new Error('bug'))).toEqual({ form: 'generic' });
  });
});

describe('the form state', () => {
  it('knows which languages are written and which have errors', () => {
    const values = filled((v) => {
      v.translations.tr.summary = 'Kısa';
    });
    expect(writtenLanguages(values)).toEqual(['en', 'tr']);
    expect(
      languagesWithErrors({ 'translations.tr.title': 'required', 'build.spells': 'count' }),
    ).toEqual(['tr']);
  });

  it('counts any change as unsaved', () => {
    const initial = filled();
    expect(isGuideFormDirty(initial, filled())).toBe(false);
    expect(
      isGuideFormDirty(
        initial,
        filled((v) => {
          v.build.skill_order[0] = 'Q';
        }),
      ),
    ).toBe(true);
  });
});

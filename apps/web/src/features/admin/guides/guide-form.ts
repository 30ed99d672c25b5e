import {
  type AdminGuide,
  GUIDE_BODY_MAX_BYTES,
  GUIDE_CORE_ITEMS,
  GUIDE_PATCH_PATTERN,
  GUIDE_SUMMARY_MAX,
  GUIDE_TITLE_MAX,
  type GuideDifficulty,
  type GuideInputSchema,
  LANGUAGES,
  type Language,
  type TierRole,
} from '@riftscope/contracts';
import type { z } from 'zod/mini';
import { isApiError } from '../../../lib/api-client.ts';
import {
  emptyRunePage,
  type RunePageValues,
  type RuneTree,
  runePageFromInput,
  runePageInput,
} from './rune-page.ts';
import {
  parseSkillOrder,
  type SkillPoint,
  skillOrderProblems,
  skillOrderText,
} from './skill-order.ts';

export type GuideInputBody = z.input<typeof GuideInputSchema>;

/** Which form is open: a new guide, or a guide of the list (loaded again before it is edited). */
export type GuideFormTarget = { mode: 'create' } | { mode: 'edit'; id: number };

export interface GuideTranslationValues {
  title: string;
  summary: string;
  /** HTML from the rich-text editor; '' when it is empty. */
  body: string;
}

export interface GuideBuildValues {
  starting_items: number[];
  core_items: number[];
  boots: number | null;
  situational_items: number[];
  runes: RunePageValues;
  spells: number[];
  skill_order: SkillPoint[];
}

export interface GuideFormValues {
  /** The champion's key; '' until one is chosen. */
  champion: string;
  role: TierRole | '';
  patch: string;
  difficulty: GuideDifficulty;
  translations: Record<Language, GuideTranslationValues>;
  build: GuideBuildValues;
}

/** Where a problem is shown: a field, a language's field, a build block or an item of one. */
export type GuideErrorSlot = string;

/** What went wrong; the form picks its own translated text for each (never the server's words). */
export type GuideErrorCode =
  | 'required'
  | 'too_long'
  | 'invalid'
  | 'too_large'
  | 'count'
  | 'incomplete'
  | 'unknown'
  | 'forbidden'
  | 'not_found'
  | 'network'
  | 'generic';

export type GuideFormErrors = Partial<Record<GuideErrorSlot, GuideErrorCode>>;

const blankTranslation = (): GuideTranslationValues => ({ title: '', summary: '', body: '' });

/** A new guide: nothing chosen, written for the current patch, of medium difficulty. */
export function emptyGuideForm(patch: string): GuideFormValues {
  return {
    champion: '',
    role: '',
    patch,
    difficulty: 'medium',
    translations: { en: blankTranslation(), ru: blankTranslation(), tr: blankTranslation() },
    build: {
      starting_items: [],
      core_items: [],
      boots: null,
      situational_items: [],
      runes: emptyRunePage(),
      spells: [],
      skill_order: parseSkillOrder(''),
    },
  };
}

/** The edit form filled in from a guide as the admin routes send it. */
export function guideFormFromGuide(guide: AdminGuide): GuideFormValues {
  const translation = (language: Language): GuideTranslationValues => {
    const written = guide.translations[language];
    return written
      ? { title: written.title, summary: written.summary, body: written.body }
      : blankTranslation();
  };
  const { build } = guide;
  return {
    champion: guide.champion.key ?? '',
    role: guide.role,
    patch: guide.patch,
    difficulty: guide.difficulty,
    translations: { en: translation('en'), ru: translation('ru'), tr: translation('tr') },
    build: {
      starting_items: [...build.starting_items],
      core_items: [...build.core_items],
      boots: build.boots,
      situational_items: [...build.situational_items],
      runes: runePageFromInput(build.runes),
      spells: [...build.spells],
      skill_order: parseSkillOrder(build.skill_order),
    },
  };
}

/** Whether closing the form would throw away anything the author changed. */
export const isGuideFormDirty = (initial: GuideFormValues, values: GuideFormValues) =>
  JSON.stringify(initial) !== JSON.stringify(values);

const isWritten = ({ title, summary, body }: GuideTranslationValues) =>
  title.trim() !== '' || summary.trim() !== '' || body !== '';

/** The languages with anything written in them: the ones sent, in en, ru, tr order. */
export const writtenLanguages = (values: GuideFormValues): Language[] =>
  LANGUAGES.filter((language) => isWritten(values.translations[language]));

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

function translationErrors(language: Language, text: GuideTranslationValues): GuideFormErrors {
  const errors: GuideFormErrors = {};
  const title = text.title.trim();
  if (title === '') errors[`translations.${language}.title`] = 'required';
  else if (title.length > GUIDE_TITLE_MAX) errors[`translations.${language}.title`] = 'too_long';
  if (text.summary.trim().length > GUIDE_SUMMARY_MAX) {
    errors[`translations.${language}.summary`] = 'too_long';
  }
  if (utf8Bytes(text.body) > GUIDE_BODY_MAX_BYTES) {
    errors[`translations.${language}.body`] = 'too_large';
  }
  return errors;
}

function buildErrors(
  build: GuideBuildValues,
  championKey: string,
  trees: readonly RuneTree[],
): GuideFormErrors {
  const errors: GuideFormErrors = {};
  if (build.core_items.length !== GUIDE_CORE_ITEMS) errors['build.core_items'] = 'count';
  if (runePageInput(build.runes, trees) === null) errors['build.runes'] = 'incomplete';
  if (new Set(build.spells).size !== 2) errors['build.spells'] = 'count';
  // Only the levels not chosen stop a save: a point the game would refuse is a warning of the
  // field's own, since the server takes any 15 letters (a few champions rank otherwise).
  const problems = skillOrderProblems(build.skill_order, championKey);
  if (problems.some((problem) => problem.reason === 'missing')) {
    errors['build.skill_order'] = 'incomplete';
  }
  return errors;
}

/**
 * The guide as the server takes it, or what to fix first: the checks the form can make itself
 * (the server checks everything again, the ids against the current Data Dragon).
 */
export function checkGuide(
  values: GuideFormValues,
  trees: readonly RuneTree[],
): { input: GuideInputBody } | { errors: GuideFormErrors } {
  const languages = writtenLanguages(values);
  const errors: GuideFormErrors = {
    ...(values.champion === '' ? { champion: 'required' } : {}),
    ...(values.role === '' ? { role: 'required' } : {}),
    ...(GUIDE_PATCH_PATTERN.test(values.patch.trim()) ? {} : { patch: 'invalid' }),
    ...(languages.length === 0 ? { translations: 'required' } : {}),
    ...buildErrors(values.build, values.champion, trees),
  };
  for (const language of languages) {
    Object.assign(errors, translationErrors(language, values.translations[language]));
  }
  const runes = runePageInput(values.build.runes, trees);
  if (Object.keys(errors).length > 0 || values.role === '' || runes === null) return { errors };
  const { build } = values;
  return {
    input: {
      champion: values.champion,
      role: values.role,
      patch: values.patch.trim(),
      difficulty: values.difficulty,
      build: {
        starting_items: build.starting_items,
        core_items: build.core_items,
        boots: build.boots,
        situational_items: build.situational_items,
        runes,
        spells: build.spells,
        skill_order: skillOrderText(build.skill_order),
      },
      translations: Object.fromEntries(
        languages.map((language) => {
          const { title, summary, body } = values.translations[language];
          return [language, { title: title.trim(), summary: summary.trim(), body }];
        }),
      ),
    },
  };
}

const KEPT_FIELDS = [
  /^(champion|role|patch|difficulty|translations)$/,
  /^translations\.(en|ru|tr)\.(title|summary|body)$/,
  /^build\.(starting_items|core_items|situational_items)(\.\d+)?$/,
  /^build\.(boots|skill_order)$/,
];

/** The slot of a server field path such as `build.core_items.1`, or null if it has none. */
function slotOf(field: string): GuideErrorSlot | null {
  if (KEPT_FIELDS.some((pattern) => pattern.test(field))) return field;
  const block = /^build\.(runes|spells)(\.|$)/.exec(field);
  if (block) return `build.${block[1]}`;
  const language = /^translations\.(en|ru|tr)$/.exec(field);
  return language ? `translations.${language[1]}.title` : null;
}

/** A refused field: an id not in the current Data Dragon, a champion not found, else invalid. */
const codeOf = (slot: GuideErrorSlot): GuideErrorCode =>
  slot === 'champion' || slot.startsWith('build.') ? 'unknown' : 'invalid';

/**
 * The form's errors after a failed save: 422 field errors at their fields (the rest over the
 * form), 413 on the texts it names, and the whole save's failure over the form.
 */
export function guideFormErrors(error: unknown): GuideFormErrors {
  if (!isApiError(error)) return { form: 'generic' };
  const errors: GuideFormErrors = {};
  const fields = Object.keys(error.errors);
  switch (error.status) {
    case 0:
      return { form: 'network' };
    case 403:
      return { form: 'forbidden' };
    case 404:
      return { form: 'not_found' };
    case 413:
      for (const field of fields) {
        const slot = slotOf(field);
        if (slot) errors[slot] = 'too_large';
      }
      return Object.keys(errors).length > 0 ? errors : { form: 'too_large' };
    case 422:
      for (const field of fields) {
        const slot = slotOf(field);
        errors[slot ?? 'form'] = slot ? codeOf(slot) : 'invalid';
      }
      return Object.keys(errors).length > 0 ? errors : { form: 'invalid' };
    default:
      return { form: 'generic' };
  }
}

/** The languages whose title, summary or text has an error, in tab order. */
export const languagesWithErrors = (errors: GuideFormErrors): Language[] =>
  LANGUAGES.filter((language) =>
    Object.keys(errors).some((slot) => slot.startsWith(`translations.${language}.`)),
  );

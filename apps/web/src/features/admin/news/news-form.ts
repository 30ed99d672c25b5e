import {
  DEFAULT_NEWS_STATUS,
  LANGUAGES,
  type Language,
  NEWS_CREATE_GAMES,
  NEWS_GAMES,
  type NewsCategory,
  type NewsGame,
  type NewsItem,
  type NewsStatus,
} from '@riftscope/contracts';
import { isApiError } from '../../../lib/api-client.ts';

/** The editor's language tabs, in the order docs/product.md, Admin area lists them. */
export const EDITOR_LANGUAGES = ['ru', 'en', 'tr'] as const satisfies readonly Language[];

/** The categories in the editor's order (docs/product.md, Admin area); the same set as the news filter's. */
export const EDITOR_CATEGORIES = [
  'Patch Notes',
  'Tournament',
  'Meta',
  'Announcement',
  'Dev Blog',
] as const satisfies readonly NewsCategory[];

/** The image types the server accepts for covers and editor images (it checks the content again). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

export type NewsFormMode = 'create' | 'edit';

/** Which form is open: a new item, or an item of the list being edited. */
export type NewsFormTarget = { mode: 'create' } | { mode: 'edit'; item: NewsItem };

export interface NewsTranslationValues {
  title: string;
  /** HTML from the rich-text editor; '' when it is empty. */
  body: string;
}

export interface NewsFormValues {
  game: NewsGame;
  category: NewsCategory;
  status: NewsStatus;
  translations: Record<Language, NewsTranslationValues>;
  /** A new cover chosen in the form; null keeps the current one (or none). */
  image: File | null;
  /** Whether the current cover goes on save; a new cover replaces it anyway. */
  removeImage: boolean;
}

/** The create form offers the primary game only; editing offers every game (docs/product.md, Admin area). */
export const gameOptions = (mode: NewsFormMode): readonly NewsGame[] =>
  mode === 'create' ? NEWS_CREATE_GAMES : NEWS_GAMES;

const blankTranslation = (): NewsTranslationValues => ({ title: '', body: '' });

/** A new item: the primary game, the first category and a draft (docs/product.md, Admin area). */
export function emptyNewsForm(): NewsFormValues {
  return {
    game: NEWS_CREATE_GAMES[0],
    category: EDITOR_CATEGORIES[0],
    status: DEFAULT_NEWS_STATUS,
    translations: { en: blankTranslation(), ru: blankTranslation(), tr: blankTranslation() },
    image: null,
    removeImage: false,
  };
}

/** The edit form filled in from an item of the admin list. */
export function newsFormFromItem(item: NewsItem): NewsFormValues {
  const translation = (language: Language): NewsTranslationValues => ({
    title: item.translations[language].title,
    body: item.translations[language].body,
  });
  return {
    game: item.game,
    category: item.category,
    status: item.status,
    translations: { en: translation('en'), ru: translation('ru'), tr: translation('tr') },
    image: null,
    removeImage: false,
  };
}

/** Whether closing the form would throw away anything the editor changed. */
export function isNewsFormDirty(initial: NewsFormValues, values: NewsFormValues): boolean {
  return (
    values.game !== initial.game ||
    values.category !== initial.category ||
    values.status !== initial.status ||
    values.image !== initial.image ||
    values.removeImage !== initial.removeImage ||
    LANGUAGES.some(
      (language) =>
        values.translations[language].title !== initial.translations[language].title ||
        values.translations[language].body !== initial.translations[language].body,
    )
  );
}

/**
 * The multipart form the server reads (docs/product.md, API): game, category, status, the translations
 * as JSON text, the cover as `image` when one was chosen, and `_method=PUT` for an edit, with
 * `remove_image=true` when the current cover goes and no new one replaces it.
 */
export function buildNewsFormData(values: NewsFormValues, mode: NewsFormMode): FormData {
  const form = new FormData();
  if (mode === 'edit') form.append('_method', 'PUT');
  form.append('game', values.game);
  form.append('category', values.category);
  form.append('status', values.status);
  const translations = Object.fromEntries(
    LANGUAGES.map((language) => {
      const { title, body } = values.translations[language];
      return [language, { title, body }];
    }),
  );
  form.append('translations', JSON.stringify(translations));
  if (values.image) form.append('image', values.image);
  else if (mode === 'edit' && values.removeImage) form.append('remove_image', 'true');
  return form;
}

/** Where a problem is shown: beside a field, on a language's title or body, or over the form. */
export type NewsErrorSlot =
  | 'game'
  | 'category'
  | 'status'
  | 'image'
  | `translations.${Language}.${'title' | 'body'}`
  | 'form';

/** What went wrong; the form picks its own translated text for each (never the server's). */
export type NewsErrorCode =
  | 'invalid'
  | 'too_large'
  | 'unsupported'
  | 'network'
  | 'not_found'
  | 'generic';

export type NewsFormErrors = Partial<Record<NewsErrorSlot, NewsErrorCode>>;

const FIELD_SLOTS = new Set<string>(['game', 'category', 'status', 'image']);
const TRANSLATION_FIELD = /^translations\.(en|ru|tr)\.(title|body)$/;

/** The slot of a server field name such as `translations.ru.title`, or null if it has none. */
function slotOf(field: string): NewsErrorSlot | null {
  if (field === 'remove_image') return 'image';
  if (FIELD_SLOTS.has(field)) return field as NewsErrorSlot;
  return TRANSLATION_FIELD.test(field) ? (field as NewsErrorSlot) : null;
}

/**
 * The form's errors after a failed save: 422 field errors beside their fields (the rest over the
 * form), 413 on the bodies it names or else on the cover, 415 on the cover.
 */
export function newsFormErrors(error: unknown, hasImage: boolean): NewsFormErrors {
  if (!isApiError(error)) return { form: 'generic' };
  const errors: NewsFormErrors = {};
  const fields = Object.keys(error.errors);
  switch (error.status) {
    case 0:
      return { form: 'network' };
    case 404:
      return { form: 'not_found' };
    case 415:
      return hasImage ? { image: 'unsupported' } : { form: 'invalid' };
    case 413:
      for (const field of fields) {
        const slot = slotOf(field);
        if (slot) errors[slot] = 'too_large';
      }
      if (Object.keys(errors).length > 0) return errors;
      return hasImage ? { image: 'too_large' } : { form: 'too_large' };
    case 422:
      for (const field of fields) {
        errors[slotOf(field) ?? 'form'] = 'invalid';
      }
      return Object.keys(errors).length > 0 ? errors : { form: 'invalid' };
    default:
      return { form: 'generic' };
  }
}

/** The languages whose title or body has an error, in tab order. */
export function languagesWithErrors(errors: NewsFormErrors): Language[] {
  return EDITOR_LANGUAGES.filter(
    (language) =>
      errors[`translations.${language}.title`] || errors[`translations.${language}.body`],
  );
}

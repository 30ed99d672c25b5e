import type { Language } from '@riftscope/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useAdminLanguage } from '../admin-language.ts';
import type { NewsSave } from '../api/admin-news-api.ts';
import { useSaveNews } from '../api/use-save-news.ts';
import {
  emptyNewsForm,
  isNewsFormDirty,
  languagesWithErrors,
  type NewsErrorSlot,
  type NewsFormErrors,
  type NewsFormTarget,
  type NewsFormValues,
  newsFormErrors,
  newsFormFromItem,
} from './news-form.ts';
import { NEWS_TOAST } from './news-toast.ts';
import { useNewsErrorText } from './use-news-error-text.ts';

/**
 * The news form's values, errors and open language tab, and its submit: the server's field
 * errors land beside their fields, and the tab shown moves to one that has an error.
 */
export function useNewsForm(
  target: NewsFormTarget,
  { onSaved, onDirtyChange }: { onSaved: () => void; onDirtyChange: (isDirty: boolean) => void },
) {
  const interfaceLanguage = useAdminLanguage();
  const fields = useNewsFormFields(target, onDirtyChange);
  const { values, setErrors } = fields;
  const [language, setLanguage] = useState<Language>(interfaceLanguage);
  const mode = target.mode;
  const mutation = useSaveNewsWithToasts(mode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setErrors({});
    const save: NewsSave =
      target.mode === 'edit'
        ? { mode: 'edit', id: target.item.id, values }
        : { mode: 'create', values };
    mutation.mutate(save, {
      onSuccess: onSaved,
      onError: (failure) => {
        const next = newsFormErrors(failure, values.image !== null);
        setErrors(next);
        // The tab shown switches to one with an error unless it has one itself.
        const withErrors = languagesWithErrors(next);
        const [first] = withErrors;
        if (first && !withErrors.includes(language)) setLanguage(first);
      },
    });
  };

  return {
    mode,
    initial: fields.initial,
    values,
    errors: fields.errors,
    language,
    setLanguage,
    error: fields.error,
    update: fields.update,
    setTranslation: fields.setTranslation,
    rejectImage: fields.rejectImage,
    submit,
    isSaving: mutation.isPending,
  };
}

/**
 * The form's values from the item edited (or empty), their errors by field and the changes that
 * drop a field's error; tells `onDirtyChange` whether the values differ from the first ones.
 */
function useNewsFormFields(target: NewsFormTarget, onDirtyChange: (isDirty: boolean) => void) {
  const errorText = useNewsErrorText();
  const [initial] = useState(() =>
    target.mode === 'edit' ? newsFormFromItem(target.item) : emptyNewsForm(),
  );
  const [values, setValues] = useState<NewsFormValues>(initial);
  const [errors, setErrors] = useState<NewsFormErrors>({});
  const isDirty = isNewsFormDirty(initial, values);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const error = (slot: NewsErrorSlot) => {
    const code = errors[slot];
    return code ? errorText(slot, code) : undefined;
  };
  /** Changes values and drops the error of the field that changed. */
  const update = (slot: NewsErrorSlot, change: (current: NewsFormValues) => NewsFormValues) => {
    setValues(change);
    if (errors[slot] || errors.form) {
      setErrors(({ [slot]: _dropped, form: _form, ...rest }) => rest);
    }
  };
  const setTranslation = (lang: Language, field: 'title' | 'body', text: string) =>
    update(`translations.${lang}.${field}`, (current) =>
      withTranslation(current, { lang, field, text }),
    );
  const rejectImage = () => setErrors((current) => ({ ...current, image: 'unsupported' }));
  return { initial, values, errors, setErrors, error, update, setTranslation, rejectImage };
}

/** `values` with the title or body of one language replaced. */
function withTranslation(
  values: NewsFormValues,
  { lang, field, text }: { lang: Language; field: 'title' | 'body'; text: string },
): NewsFormValues {
  return {
    ...values,
    translations: {
      ...values.translations,
      [lang]: { ...values.translations[lang], [field]: text },
    },
  };
}

/** The save of the form, with a toast of its outcome for a creation or an edit. */
function useSaveNewsWithToasts(mode: NewsFormTarget['mode']) {
  const { t } = useTranslation('admin');
  return useSaveNews({
    onSuccess: () => {
      notify.success(
        mode === 'create' ? t('news.toasts.created') : t('news.toasts.updated'),
        NEWS_TOAST,
      );
    },
    onError: () => {
      notify.error(
        mode === 'create' ? t('news.toasts.create_failed') : t('news.toasts.update_failed'),
        NEWS_TOAST,
      );
    },
  });
}

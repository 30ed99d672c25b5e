import type { AdminGuide, GuideCatalog, Language } from '@riftscope/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useAdminLanguage } from '../admin-language.ts';
import type { GuideSave } from '../api/admin-guides-api.ts';
import { useSaveGuide } from '../api/use-guide-mutations.ts';
import {
  checkGuide,
  emptyGuideForm,
  type GuideErrorSlot,
  type GuideFormErrors,
  type GuideFormValues,
  type GuideTranslationValues,
  guideFormErrors,
  guideFormFromGuide,
  isGuideFormDirty,
  languagesWithErrors,
} from './guide-form.ts';
import { GUIDE_TOAST } from './guide-toast.ts';
import { useGuideErrorText } from './use-guide-error-text.ts';

/** `errors` without those of `slot` (and of its items, `slot.N`) and the form's own. */
function withoutErrors(errors: GuideFormErrors, slot: GuideErrorSlot): GuideFormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) => key !== 'form' && key !== slot && !key.startsWith(`${slot}.`),
    ),
  );
}

/**
 * The guide form's values from the guide edited (or empty), their errors by slot and the
 * changes that drop a slot's error; tells `onDirtyChange` whether anything changed.
 */
function useGuideFormFields(
  guide: AdminGuide | null,
  catalog: GuideCatalog,
  onDirtyChange: (isDirty: boolean) => void,
) {
  const errorText = useGuideErrorText();
  const [initial] = useState(() =>
    guide ? guideFormFromGuide(guide) : emptyGuideForm(catalog.patch),
  );
  const [values, setValues] = useState<GuideFormValues>(initial);
  const [errors, setErrors] = useState<GuideFormErrors>({});
  const isDirty = isGuideFormDirty(initial, values);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const error = (slot: GuideErrorSlot, itemName?: string) => {
    const code = errors[slot];
    return code ? errorText(slot, code, itemName) : undefined;
  };
  /** Changes values and drops the error of the slot that changed. */
  const update = (slot: GuideErrorSlot, change: (current: GuideFormValues) => GuideFormValues) => {
    setValues(change);
    setErrors((current) => {
      const next = withoutErrors(current, slot);
      // Any change of a language's text may answer "write at least one language".
      return slot.startsWith('translations.') ? withoutErrors(next, 'translations') : next;
    });
  };
  const setTranslation = (language: Language, field: keyof GuideTranslationValues, text: string) =>
    update(`translations.${language}.${field}`, (current) => ({
      ...current,
      translations: {
        ...current.translations,
        [language]: { ...current.translations[language], [field]: text },
      },
    }));
  return { initial, values, errors, setErrors, error, update, setTranslation };
}

/** The save of the form, with a toast of its outcome for a creation or an edit. */
function useSaveGuideWithToasts(mode: GuideSave['mode']) {
  const { t } = useTranslation('admin');
  return useSaveGuide({
    onSuccess: () =>
      notify.success(
        mode === 'create' ? t('guides.toasts.created') : t('guides.toasts.updated'),
        GUIDE_TOAST,
      ),
    onError: () =>
      notify.error(
        mode === 'create' ? t('guides.toasts.create_failed') : t('guides.toasts.update_failed'),
        GUIDE_TOAST,
      ),
  });
}

/**
 * The guide form: values, errors and the open language tab, and its submit. What the form can
 * check itself is shown before anything is sent; the server's field errors land at their
 * fields; the tab shown moves to one with an error.
 */
export function useGuideForm(
  guide: AdminGuide | null,
  catalog: GuideCatalog,
  { onSaved, onDirtyChange }: { onSaved: () => void; onDirtyChange: (isDirty: boolean) => void },
) {
  const interfaceLanguage = useAdminLanguage();
  const fields = useGuideFormFields(guide, catalog, onDirtyChange);
  const { values, setErrors } = fields;
  const [language, setLanguage] = useState<Language>(
    guide && !guide.languages.includes(interfaceLanguage)
      ? (guide.languages[0] ?? interfaceLanguage)
      : interfaceLanguage,
  );
  const mutation = useSaveGuideWithToasts(guide ? 'edit' : 'create');

  const showErrors = (next: GuideFormErrors) => {
    setErrors(next);
    // The tab shown switches to one with an error unless it has one itself.
    const withErrors = languagesWithErrors(next);
    const [first] = withErrors;
    if (first && !withErrors.includes(language)) setLanguage(first);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = checkGuide(values, catalog.runes);
    if ('errors' in checked) {
      showErrors({ ...checked.errors, form: 'invalid' });
      return;
    }
    setErrors({});
    const save: GuideSave = guide
      ? { mode: 'edit', id: guide.id, input: checked.input }
      : { mode: 'create', input: checked.input };
    mutation.mutate(save, {
      onSuccess: onSaved,
      onError: (failure) => {
        const next = guideFormErrors(failure);
        // Errors at fields far down a long form are announced over it too.
        showErrors(next.form ? next : { ...next, form: 'invalid' });
      },
    });
  };

  return { ...fields, language, setLanguage, submit, isSaving: mutation.isPending };
}

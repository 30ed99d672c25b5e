import {
  type AdminGuide,
  GUIDE_SUMMARY_MAX,
  GUIDE_TITLE_MAX,
  type GuideCatalog,
  type Language,
} from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { inputClass, TextField } from '../../../shared/ui/text-field.tsx';
import { BodyField } from '../news/news-body-field.tsx';
import { LanguageTabs } from '../news/news-language-tabs.tsx';
import { BuildFields } from './build-fields.tsx';
import { GuideDetailsFields } from './guide-details-fields.tsx';
import { type GuideFormValues, languagesWithErrors, writtenLanguages } from './guide-form.ts';
import { useGuideForm } from './use-guide-form.ts';

/** The guide editor's tabs: English first, as the guides' fallback language. */
const GUIDE_LANGUAGES = ['en', 'ru', 'tr'] as const satisfies readonly Language[];

function SummaryField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (summary: string) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-muted">
        {t('guides.form.summary')}
      </label>
      <textarea
        id={id}
        value={value}
        rows={2}
        maxLength={GUIDE_SUMMARY_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} h-auto py-2`}
      />
      <p id={hintId} className="text-xs text-muted">
        {t('guides.form.summary_hint', { count: value.length, max: GUIDE_SUMMARY_MAX })}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}

/** One language's title, summary and text. */
function TranslationPanel({
  language,
  values,
  initialBody,
  error,
  onChange,
}: {
  language: Language;
  values: GuideFormValues['translations'][Language];
  initialBody: string;
  error: (slot: string) => string | undefined;
  onChange: (field: 'title' | 'summary' | 'body', text: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-4" lang={language}>
      <TextField
        label={t('guides.form.title')}
        value={values.title}
        maxLength={GUIDE_TITLE_MAX}
        error={error(`translations.${language}.title`)}
        onChange={(event) => onChange('title', event.target.value)}
      />
      <SummaryField
        value={values.summary}
        error={error(`translations.${language}.summary`)}
        onChange={(summary) => onChange('summary', summary)}
      />
      <BodyField
        language={language}
        initialHtml={initialBody}
        error={error(`translations.${language}.body`)}
        imageRoute="adminUploadGuideImage"
        onChange={(html) => onChange('body', html)}
      />
    </div>
  );
}

/**
 * The guide form: what it is about, its languages (at least one) and its build. `guide` is the
 * guide edited, freshly loaded, or null for a new one.
 */
export function GuideEditor({
  guide,
  catalog,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  guide: AdminGuide | null;
  catalog: GuideCatalog;
  onSaved: () => void;
  /** The Cancel button: closing, which asks first when something changed. */
  onCancel: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const form = useGuideForm(guide, catalog, { onSaved, onDirtyChange });
  const { values, error, update } = form;
  const languagesError = error('translations');
  const formError = error('form');
  return (
    <form onSubmit={form.submit} noValidate className="space-y-6">
      <GuideDetailsFields catalog={catalog} values={values} error={error} onChange={update} />
      <section className="space-y-2">
        <p className="text-xs text-muted">{t('guides.form.languages_hint')}</p>
        {languagesError && (
          <p role="alert" className="text-sm text-loss">
            {languagesError}
          </p>
        )}
        <LanguageTabs
          languages={GUIDE_LANGUAGES}
          active={form.language}
          onSelect={form.setLanguage}
          errorLanguages={languagesWithErrors(form.errors)}
          filledLanguages={writtenLanguages(values)}
          renderPanel={(language) => (
            <TranslationPanel
              language={language}
              values={values.translations[language]}
              initialBody={form.initial.translations[language].body}
              error={error}
              onChange={(field, text) => form.setTranslation(language, field, text)}
            />
          )}
        />
      </section>
      <BuildFields
        catalog={catalog}
        championKey={values.champion}
        build={values.build}
        errors={{ block: (slot) => error(slot), item: (slot, name) => error(slot, name) }}
        onChange={(slot, change) =>
          update(slot, (current) => ({ ...current, build: change(current.build) }))
        }
      />
      {formError && (
        <p role="alert" className="text-sm text-loss">
          {formError}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('guides.form.cancel')}
        </Button>
        <Button type="submit" disabled={form.isSaving} aria-busy={form.isSaving}>
          {form.isSaving && <Spinner />}
          {form.isSaving
            ? t('guides.form.saving')
            : guide
              ? t('guides.form.save')
              : t('guides.form.create')}
        </Button>
      </div>
    </form>
  );
}

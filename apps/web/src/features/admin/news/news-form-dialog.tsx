import {
  type Language,
  NEWS_BODY_MAX_BYTES,
  NEWS_STATUSES,
  NEWS_TITLE_MAX,
  type NewsItem,
} from '@riftscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../shared/button.tsx';
import { Dialog } from '../../../shared/dialog.tsx';
import { ErrorBoundary } from '../../../shared/error-boundary.tsx';
import { Skeleton } from '../../../shared/skeleton.tsx';
import { Spinner } from '../../../shared/spinner.tsx';
import { inputClass, TextField } from '../../../shared/text-field.tsx';
import { useAdminLanguage } from '../admin-language.ts';
import { adminNewsKeys, type NewsSave, PUBLIC_NEWS_KEY, saveNews } from './admin-news-api.ts';
import {
  EDITOR_CATEGORIES,
  EDITOR_LANGUAGES,
  emptyNewsForm,
  gameOptions,
  IMAGE_TYPES,
  isNewsFormDirty,
  languagesWithErrors,
  type NewsErrorCode,
  type NewsErrorSlot,
  type NewsFormErrors,
  type NewsFormValues,
  newsFormErrors,
  newsFormFromItem,
} from './news-form.ts';
import { CATEGORY_KEYS, GAME_KEYS } from './news-labels.ts';
import { NEWS_TOAST } from './news-toast.ts';

// TipTap is a large chunk of its own: it downloads when a news form first opens, never with
// the dashboard or the public pages (DESIGN.md §5).
const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** Which form is open: a new item, or an item of the list being edited. */
export type NewsFormTarget = { mode: 'create' } | { mode: 'edit'; item: NewsItem };

function useErrorText() {
  const { t } = useTranslation('admin');
  return (slot: NewsErrorSlot, code: NewsErrorCode): string => {
    if (slot === 'form') {
      switch (code) {
        case 'invalid':
        case 'unsupported':
          return t('news.form.errors.form_invalid');
        case 'too_large':
          return t('news.form.errors.form_too_large');
        case 'not_found':
          return t('news.form.errors.form_not_found');
        case 'network':
          return t('news.form.errors.form_network');
        default:
          return t('news.form.errors.form_generic');
      }
    }
    if (slot === 'image') {
      if (code === 'too_large') return t('news.form.errors.image_too_large');
      if (code === 'unsupported') return t('news.form.errors.image_unsupported');
      return t('news.form.errors.image_invalid');
    }
    if (slot.endsWith('.title')) return t('news.form.errors.title', { max: NEWS_TITLE_MAX });
    if (slot.endsWith('.body')) {
      return code === 'too_large'
        ? t('news.form.errors.body_too_large', { size: NEWS_BODY_MAX_BYTES / 1024 })
        : t('news.form.errors.body_invalid');
    }
    return t('news.form.errors.choice');
  };
}

function SelectField<V extends string>({
  label,
  value,
  options,
  error,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  error: string | undefined;
  onChange: (value: V) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const option = options.find((o) => o.value === event.target.value);
          if (option) onChange(option.value);
        }}
        className={`${inputClass} pr-8`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}

/** A blob URL showing `file`, revoked when the file changes or the form closes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function CoverField({
  file,
  currentSrc,
  isRemoved,
  error,
  onChoose,
  onRemove,
  onReject,
}: {
  file: File | null;
  currentSrc: string | null;
  /** Whether the current cover goes on save. */
  isRemoved: boolean;
  error: string | undefined;
  onChoose: (file: File | null) => void;
  onRemove: (isRemoved: boolean) => void;
  /** A file that is not an image (the accept list is only a hint to the browser). */
  onReject: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const src = preview ?? (isRemoved ? null : currentSrc);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-muted">
        {t('news.form.cover')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          if (chosen && !chosen.type.startsWith('image/')) {
            event.target.value = '';
            onReject();
            return;
          }
          onChoose(chosen);
        }}
        className="block w-full text-sm text-muted file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-surface-2 file:px-3 file:text-sm file:text-text hover:file:bg-line"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('news.form.cover_hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-loss">
          {error}
        </p>
      )}
      {src && (
        <div className="space-y-2">
          <img
            src={src}
            alt={preview ? t('news.form.cover_preview') : t('news.form.cover_current')}
            className="aspect-[40/21] w-full rounded-lg border border-line object-cover"
          />
          {file ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                if (input.current) input.current.value = '';
                onChoose(null);
              }}
            >
              {t('news.form.cover_clear')}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => onRemove(true)}>
              {t('news.form.cover_remove')}
            </Button>
          )}
        </div>
      )}
      {!file && currentSrc && isRemoved && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-line px-3 py-2">
          <p role="status" className="text-sm text-muted">
            {t('news.form.cover_removed')}
          </p>
          <Button size="sm" variant="ghost" onClick={() => onRemove(false)}>
            {t('news.form.cover_keep')}
          </Button>
        </div>
      )}
    </div>
  );
}

function EditorFallback() {
  const { t } = useTranslation('admin');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('news.editor.loading')}
      </p>
      <Skeleton className="h-[343px]" />
    </div>
  );
}

/** The language tabs (ru, en, tr), each with its title and body; a tab with errors is marked. */
function LanguageTabs({
  active,
  onSelect,
  errorLanguages,
  renderPanel,
}: {
  active: Language;
  onSelect: (language: Language) => void;
  errorLanguages: readonly Language[];
  renderPanel: (language: Language) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const tabId = (language: Language) => `${id}-tab-${language}`;
  const panelId = (language: Language) => `${id}-panel-${language}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = EDITOR_LANGUAGES.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? EDITOR_LANGUAGES[(index + 1) % EDITOR_LANGUAGES.length]
        : event.key === 'ArrowLeft'
          ? EDITOR_LANGUAGES[(index - 1 + EDITOR_LANGUAGES.length) % EDITOR_LANGUAGES.length]
          : event.key === 'Home'
            ? EDITOR_LANGUAGES[0]
            : event.key === 'End'
              ? EDITOR_LANGUAGES[EDITOR_LANGUAGES.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label={t('news.form.languages_label')}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-line"
      >
        {EDITOR_LANGUAGES.map((language) => {
          const isActive = language === active;
          const hasErrors = errorLanguages.includes(language);
          return (
            <button
              key={language}
              type="button"
              role="tab"
              id={tabId(language)}
              aria-selected={isActive}
              aria-controls={panelId(language)}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onSelect(language)}
              className={`-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium transition-colors ${
                isActive
                  ? 'border-accent text-text'
                  : 'border-transparent text-muted hover:text-text'
              } ${hasErrors ? 'text-loss' : ''}`}
            >
              {t(`news.languages.${language}`)}
              {hasErrors && (
                <>
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-loss" />
                  <span className="sr-only">{t('news.form.tab_has_errors')}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {EDITOR_LANGUAGES.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={panelId(language)}
          aria-labelledby={tabId(language)}
          hidden={language !== active}
          className="space-y-4"
        >
          {renderPanel(language)}
        </div>
      ))}
    </div>
  );
}

function BodyField({
  language,
  initialHtml,
  error,
  onChange,
}: {
  language: Language;
  initialHtml: string;
  error: string | undefined;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5" lang={language}>
      <p className="text-sm font-medium text-muted">{t('news.form.body')}</p>
      <ErrorBoundary
        fallback={
          <p role="alert" className="text-sm text-loss">
            {t('news.editor.load_failed')}
          </p>
        }
      >
        <Suspense fallback={<EditorFallback />}>
          <RichTextEditor
            initialHtml={initialHtml}
            onChange={onChange}
            label={t('news.form.body_label', { language: t(`news.languages.${language}`) })}
            errorId={errorId}
          />
        </Suspense>
      </ErrorBoundary>
      {error && (
        <p id={errorId} className="text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}

function NewsForm({
  target,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  target: NewsFormTarget;
  onSaved: () => void;
  /** The Cancel button: closing, which asks first when something changed. */
  onCancel: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const interfaceLanguage = useAdminLanguage();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [initial] = useState(() =>
    target.mode === 'edit' ? newsFormFromItem(target.item) : emptyNewsForm(),
  );
  const [values, setValues] = useState<NewsFormValues>(initial);
  const [errors, setErrors] = useState<NewsFormErrors>({});
  const [language, setLanguage] = useState<Language>(interfaceLanguage);
  const mode = target.mode;
  const isDirty = isNewsFormDirty(initial, values);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const mutation = useMutation({
    mutationFn: saveNews,
    onSuccess: async () => {
      notify.success(
        mode === 'create' ? t('news.toasts.created') : t('news.toasts.updated'),
        NEWS_TOAST,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNewsKeys.all }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_NEWS_KEY }),
      ]);
    },
    onError: () => {
      notify.error(
        mode === 'create' ? t('news.toasts.create_failed') : t('news.toasts.update_failed'),
        NEWS_TOAST,
      );
    },
  });

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
    update(`translations.${lang}.${field}`, (current) => ({
      ...current,
      translations: {
        ...current.translations,
        [lang]: { ...current.translations[lang], [field]: text },
      },
    }));

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

  const formError = error('form');

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <LanguageTabs
        active={language}
        onSelect={setLanguage}
        errorLanguages={languagesWithErrors(errors)}
        renderPanel={(lang) => (
          <>
            <TextField
              label={t('news.form.title')}
              lang={lang}
              value={values.translations[lang].title}
              maxLength={NEWS_TITLE_MAX}
              error={error(`translations.${lang}.title`)}
              onChange={(event) => setTranslation(lang, 'title', event.target.value)}
            />
            <BodyField
              language={lang}
              initialHtml={initial.translations[lang].body}
              error={error(`translations.${lang}.body`)}
              onChange={(html) => setTranslation(lang, 'body', html)}
            />
          </>
        )}
      />
      <CoverField
        file={values.image}
        currentSrc={target.mode === 'edit' ? target.item.image : null}
        isRemoved={values.removeImage}
        error={error('image')}
        onChoose={(image) => update('image', (current) => ({ ...current, image }))}
        onRemove={(removeImage) => update('image', (current) => ({ ...current, removeImage }))}
        onReject={() => setErrors((current) => ({ ...current, image: 'unsupported' }))}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('news.form.game')}
          value={values.game}
          options={gameOptions(mode).map((game) => ({
            value: game,
            label: t(`news.games.${GAME_KEYS[game]}`),
          }))}
          error={error('game')}
          onChange={(game) => update('game', (current) => ({ ...current, game }))}
        />
        <SelectField
          label={t('news.form.category')}
          value={values.category}
          options={EDITOR_CATEGORIES.map((category) => ({
            value: category,
            label: t(`news.categories.${CATEGORY_KEYS[category]}`),
          }))}
          error={error('category')}
          onChange={(category) => update('category', (current) => ({ ...current, category }))}
        />
        <SelectField
          label={t('news.form.status')}
          value={values.status}
          options={NEWS_STATUSES.map((status) => ({
            value: status,
            label: t(`news.statuses.${status}`),
          }))}
          error={error('status')}
          onChange={(status) => update('status', (current) => ({ ...current, status }))}
        />
      </div>
      {formError && (
        <p role="alert" className="text-sm text-loss">
          {formError}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('news.form.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending && <Spinner />}
          {mutation.isPending
            ? t('news.form.saving')
            : mode === 'create'
              ? t('news.form.create')
              : t('news.form.save')}
        </Button>
      </div>
    </form>
  );
}

/** Asks before unsaved changes are thrown away. */
function DiscardDialog({
  isOpen,
  onKeep,
  onDiscard,
}: {
  isOpen: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onKeep}
      title={t('news.form.discard_title')}
      closeLabel={t('news.form.close')}
    >
      <div className="space-y-5">
        <p>{t('news.form.discard_message')}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onKeep}>
            {t('news.form.discard_keep')}
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            {t('news.form.discard_confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The Create and Edit News modal (SPEC.md §2 Admin area); closed while `target` is null.
 * Escape, Cancel and the close button ask first when the form has unsaved changes.
 */
export function NewsFormDialog({
  target,
  onClose,
}: {
  target: NewsFormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [isDirty, setDirty] = useState(false);
  const [isConfirming, setConfirming] = useState(false);

  const close = () => {
    setDirty(false);
    setConfirming(false);
    onClose();
  };
  const requestClose = () => {
    if (isDirty) setConfirming(true);
    else close();
  };

  // The question is the form's sibling, not its child: React passes a dialog's cancel event
  // (Escape) on to the dialogs around it, which would close the form too.
  return (
    <>
      <Dialog
        isOpen={target !== null}
        onClose={requestClose}
        title={target?.mode === 'edit' ? t('news.form.edit_title') : t('news.form.create_title')}
        closeLabel={t('news.form.close')}
        size="wide"
        closesOnBackdrop={false}
      >
        {target && (
          <NewsForm
            key={target.mode === 'edit' ? `edit-${target.item.id}` : 'create'}
            target={target}
            onSaved={close}
            onCancel={requestClose}
            onDirtyChange={setDirty}
          />
        )}
      </Dialog>
      <DiscardDialog
        isOpen={target !== null && isConfirming}
        onKeep={() => setConfirming(false)}
        onDiscard={close}
      />
    </>
  );
}

import { NEWS_STATUSES, NEWS_TITLE_MAX } from '@riftscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_KEYS, GAME_KEYS } from '../../../shared/domain/news-keys.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { BodyField } from './news-body-field.tsx';
import { CoverField } from './news-cover-field.tsx';
import {
  EDITOR_CATEGORIES,
  gameOptions,
  languagesWithErrors,
  type NewsFormTarget,
} from './news-form.ts';
import { LanguageTabs } from './news-language-tabs.tsx';
import { NewsSelectField } from './news-select-field.tsx';
import { useNewsForm } from './use-news-form.ts';

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
  const {
    mode,
    initial,
    values,
    errors,
    language,
    setLanguage,
    error,
    update,
    setTranslation,
    rejectImage,
    submit,
    isSaving,
  } = useNewsForm(target, { onSaved, onDirtyChange });

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
        onReject={rejectImage}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <NewsSelectField
          label={t('news.form.game')}
          value={values.game}
          options={gameOptions(mode).map((game) => ({
            value: game,
            label: t(`news.games.${GAME_KEYS[game]}`),
          }))}
          error={error('game')}
          onChange={(game) => update('game', (current) => ({ ...current, game }))}
        />
        <NewsSelectField
          label={t('news.form.category')}
          value={values.category}
          options={EDITOR_CATEGORIES.map((category) => ({
            value: category,
            label: t(`news.categories.${CATEGORY_KEYS[category]}`),
          }))}
          error={error('category')}
          onChange={(category) => update('category', (current) => ({ ...current, category }))}
        />
        <NewsSelectField
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
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving && <Spinner />}
          {isSaving
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
 * The Create and Edit News modal (docs/product.md, Admin area); closed while `target` is null.
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

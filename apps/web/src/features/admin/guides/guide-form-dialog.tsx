import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import { useAdminLanguage } from '../admin-language.ts';
import { adminGuideQuery, guideCatalogQuery } from '../api/admin-guides-api.ts';
import { GuideEditor } from './guide-editor.tsx';
import type { GuideFormTarget } from './guide-form.ts';

/**
 * The editor once what it needs has arrived: the pickers' catalog and, for an edit, the guide as
 * it is now (someone may have changed it since the list was loaded).
 */
function GuideFormLoader({
  target,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  target: GuideFormTarget;
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useAdminLanguage();
  const catalog = useQuery(guideCatalogQuery(language));
  const guideId = target.mode === 'edit' ? target.id : null;
  const guide = useQuery({ ...adminGuideQuery(guideId ?? 0), enabled: guideId !== null });

  if (catalog.isError || guide.isError) {
    const isGone = isApiError(guide.error, 404);
    const retry = () => {
      if (catalog.isError) void catalog.refetch();
      if (guide.isError) void guide.refetch();
    };
    return (
      <StatePanel
        title={isGone ? t('guides.form.gone') : t('guides.form.load_failed')}
        hint={isGone ? t('guides.form.gone_hint') : t('guides.form.load_failed_hint')}
        role="alert"
      >
        {!isGone && (
          <Button variant="secondary" onClick={retry}>
            {t('retry')}
          </Button>
        )}
        <Button variant="ghost" onClick={onCancel}>
          {t('guides.form.close')}
        </Button>
      </StatePanel>
    );
  }
  if (catalog.isPending || (guideId !== null && guide.isPending)) {
    return (
      <div aria-busy="true" className="space-y-4">
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('guides.form.loading')}
        </p>
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (guide.data && !guide.data.can_edit) {
    return (
      <StatePanel title={t('guides.form.locked')} hint={t('guides.form.locked_hint')} role="alert">
        <Button variant="ghost" onClick={onCancel}>
          {t('guides.form.close')}
        </Button>
      </StatePanel>
    );
  }
  return (
    <GuideEditor
      guide={guideId === null ? null : (guide.data ?? null)}
      catalog={catalog.data}
      onSaved={onSaved}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    />
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
      title={t('guides.form.discard_title')}
      closeLabel={t('guides.form.close')}
    >
      <div className="space-y-5">
        <p>{t('guides.form.discard_message')}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onKeep}>
            {t('guides.form.discard_keep')}
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            {t('guides.form.discard_confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The New guide and Edit guide dialog; closed while `target` is null. Escape, Cancel and the
 * close button ask first when the form has unsaved changes.
 */
export function GuideFormDialog({
  target,
  onClose,
}: {
  target: GuideFormTarget | null;
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
        title={
          target?.mode === 'edit' ? t('guides.form.edit_title') : t('guides.form.create_title')
        }
        closeLabel={t('guides.form.close')}
        size="wide"
        closesOnBackdrop={false}
      >
        {target && (
          <GuideFormLoader
            key={target.mode === 'edit' ? `edit-${target.id}` : 'create'}
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

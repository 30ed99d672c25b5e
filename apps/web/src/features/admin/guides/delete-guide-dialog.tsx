import type { AdminGuide } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDeleteGuide } from '../api/use-guide-mutations.ts';
import { GUIDE_TOAST } from './guide-toast.ts';

/**
 * Asks before a guide is deleted with its images and helpful marks, and deletes on confirmation;
 * closed while `guide` is null.
 */
export function DeleteGuideDialog({
  guide,
  title,
  onClose,
}: {
  guide: AdminGuide | null;
  /** The guide's title in the interface language. */
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const remove = useDeleteGuide({
    onSuccess: () => notify.success(t('guides.toasts.deleted'), GUIDE_TOAST),
    onError: () => notify.error(t('guides.toasts.delete_failed'), GUIDE_TOAST),
  });

  return (
    <Dialog
      isOpen={guide !== null}
      onClose={onClose}
      title={t('guides.delete.title')}
      closeLabel={t('guides.form.close')}
    >
      {guide && (
        <div className="space-y-5">
          <div className="space-y-2">
            <p>{t('guides.delete.confirm')}</p>
            {title && <p className="font-semibold break-words">{title}</p>}
          </div>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {t('guides.delete.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={() => remove.mutate(guide.id, { onSettled: onClose })}
            >
              {remove.isPending && <Spinner />}
              {remove.isPending ? t('guides.delete.deleting') : t('guides.delete.submit')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

import type { NewsItem } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDeleteNews } from '../api/use-delete-news.ts';
import { NEWS_TOAST } from './news-toast.ts';

/**
 * Asks 'Are you sure you want to delete this news?' (docs/product.md, Admin area) and deletes on confirmation,
 * with the toasts of docs/product.md, Messages; closed while `item` is null.
 */
export function DeleteNewsDialog({
  item,
  title,
  onClose,
}: {
  item: NewsItem | null;
  /** The item's title in the interface language. */
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const remove = useDeleteNews({
    onSuccess: () => notify.success(t('news.toasts.deleted'), NEWS_TOAST),
    onError: () => notify.error(t('news.toasts.delete_failed'), NEWS_TOAST),
  });

  return (
    <Dialog
      isOpen={item !== null}
      onClose={onClose}
      title={t('news.delete.title')}
      closeLabel={t('news.form.close')}
    >
      {item && (
        <div className="space-y-5">
          <div className="space-y-2">
            <p>{t('news.delete.confirm')}</p>
            {title && <p className="font-semibold break-words">{title}</p>}
          </div>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {t('news.delete.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={() => remove.mutate(item.id, { onSettled: onClose })}
            >
              {remove.isPending && <Spinner />}
              {remove.isPending ? t('news.delete.deleting') : t('news.delete.submit')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

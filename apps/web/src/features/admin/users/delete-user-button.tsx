import { type AdminUser, isolateBidi } from '@riftscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextWithName } from '../../../shared/ui/text-with-name.tsx';
import { useDeleteUser } from '../api/use-delete-user.ts';

/**
 * Deletes one user's account with their favourites, sessions and avatar, after a confirmation.
 * The admin's own row cannot be deleted here: the server refuses with 409, and the button says so.
 */
export function DeleteUserButton({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const [isConfirming, setIsConfirming] = useState(false);

  const remove = useDeleteUser(user.id, {
    onSuccess: () => notify.success(t('users.toast.deleted', { name: isolateBidi(user.name) })),
    onError: (error) => {
      if (isApiError(error, 409)) return notify.error(t('users.errors.self_delete'));
      if (isApiError(error, 404)) return notify.error(t('users.errors.not_found'));
      if (isApiError(error, 0)) return notify.error(t('users.errors.network'));
      if (isApiError(error, 401) || isApiError(error, 403)) {
        return notify.error(t('users.errors.forbidden'));
      }
      notify.error(t('users.toast.delete_failed', { name: isolateBidi(user.name) }));
    },
  });

  return (
    <>
      <Button
        variant="danger"
        size="sm"
        className="disabled:opacity-40"
        disabled={isSelf}
        title={isSelf ? t('users.errors.self_delete') : undefined}
        aria-label={t('users.actions.delete_label', { name: user.name })}
        onClick={() => setIsConfirming(true)}
      >
        {t('users.actions.delete')}
      </Button>
      <Dialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('users.delete_confirm.title')}
        closeLabel={t('users.delete_confirm.close')}
      >
        <div className="space-y-5 whitespace-normal">
          <p>
            <TextWithName
              sentence={(name) => t('users.delete_confirm.text', { name })}
              name={user.name}
            />
          </p>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              {t('users.delete_confirm.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
            >
              {remove.isPending && <Spinner />}
              {remove.isPending
                ? t('users.delete_confirm.deleting')
                : t('users.delete_confirm.submit')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

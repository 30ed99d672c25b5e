import { type AdminUser, isolateBidi } from '@riftscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextWithName } from '../../../shared/ui/text-with-name.tsx';
import { useToggleUserBan } from '../api/use-toggle-user-ban.ts';

/**
 * Ban or Unban one user (docs/product.md, Admin area). A ban signs the user out everywhere, so it
 * asks for confirmation first; an unban does not. The admin's own row cannot be banned: the
 * server refuses with 409, and the button says so before anyone tries.
 */
export function BanToggle({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const isBanned = user.is_blocked === 1;
  const [isConfirming, setIsConfirming] = useState(false);

  const toggle = useToggleUserBan(user.id, isSelf, {
    onSuccess: (updated) => {
      notify.success(
        t(updated.is_blocked === 1 ? 'users.toast.banned' : 'users.toast.unbanned', {
          name: isolateBidi(updated.name),
        }),
      );
    },
    onError: (error) => {
      if (isApiError(error, 409)) return notify.error(t('users.errors.self_ban'));
      if (isApiError(error, 404)) return notify.error(t('users.errors.not_found'));
      if (isApiError(error, 0)) return notify.error(t('users.errors.network'));
      if (isApiError(error, 401) || isApiError(error, 403)) {
        return notify.error(t('users.errors.forbidden'));
      }
      notify.error(t('users.toast.toggle_failed', { name: isolateBidi(user.name) }));
    },
  });

  const confirmBan = () => {
    setIsConfirming(false);
    if (!toggle.isPending) toggle.mutate();
  };

  return (
    <>
      <Button
        variant={isBanned ? 'secondary' : 'danger'}
        size="sm"
        className="min-w-20 disabled:opacity-40"
        // Busy rather than disabled while it works, so that the button keeps the keyboard focus.
        onClick={() => {
          if (toggle.isPending) return;
          if (isBanned) toggle.mutate();
          else setIsConfirming(true);
        }}
        disabled={isSelf}
        aria-disabled={toggle.isPending || undefined}
        title={isSelf ? t('users.errors.self_ban') : undefined}
        aria-label={t(isBanned ? 'users.actions.unban_label' : 'users.actions.ban_label', {
          name: user.name,
        })}
      >
        {toggle.isPending && <Spinner />}
        {isBanned ? t('users.actions.unban') : t('users.actions.ban')}
      </Button>
      <Dialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('users.ban_confirm.title')}
        closeLabel={t('users.ban_confirm.close')}
      >
        <div className="space-y-5 whitespace-normal">
          <p>
            <TextWithName
              sentence={(name) => t('users.ban_confirm.text', { name })}
              name={user.name}
            />
          </p>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              {t('users.ban_confirm.cancel')}
            </Button>
            <Button variant="danger" onClick={confirmBan}>
              {t('users.ban_confirm.submit')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

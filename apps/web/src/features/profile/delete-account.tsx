import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { useWaitText } from '../../shared/hooks/use-wait-text.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useDeleteAccount } from './api/use-delete-account.ts';

/**
 * Deletes the account after a confirmation that asks for the password again (the privacy
 * policy's promise): the server removes the favourites, sessions and avatar with it, and this
 * device signs out and goes home.
 */
export function DeleteAccount() {
  const { t } = useTranslation('profile');
  const waitText = useWaitText();
  const auth = useAuth();
  const navigate = useNavigate();
  const language = useLanguage();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setIsOpen(false);
    setPassword('');
    setError(undefined);
  };

  const remove = useDeleteAccount({
    onSuccess: async () => {
      close();
      await auth.logout();
      notify.success(t('settings.delete.deleted'));
      await navigate(`/${language}`);
    },
    onError: (failure) => {
      if (isApiError(failure, 422)) return setError(t('settings.delete.wrong_password'));
      if (isApiError(failure, 429)) return setError(waitText(failure.retryAfterSeconds));
      if (isApiError(failure, 0)) return setError(t('settings.network'));
      setError(t('settings.delete.failed'));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') return setError(t('settings.delete.password_required'));
    if (!remove.isPending) remove.mutate({ password });
  };

  return (
    <div className="max-w-xl space-y-3 rounded-xl border border-red-team/40 p-4 sm:p-6">
      <h2 className="font-semibold">{t('settings.delete.legend')}</h2>
      <p className="text-sm text-muted">{t('settings.delete.hint')}</p>
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        {t('settings.delete.open')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title={t('settings.delete.title')}
        closeLabel={t('settings.delete.close')}
        closesOnBackdrop={false}
      >
        <form onSubmit={submit} className="space-y-5">
          <p>{t('settings.delete.confirm')}</p>
          <TextField
            label={t('settings.delete.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              {t('settings.delete.cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              aria-busy={remove.isPending}
              disabled={remove.isPending}
            >
              {remove.isPending && <Spinner />}
              {remove.isPending ? t('settings.delete.deleting') : t('settings.delete.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

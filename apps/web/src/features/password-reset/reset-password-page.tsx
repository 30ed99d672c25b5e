import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_COMMON } from '@riftscope/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useConfirmPasswordReset } from './api/use-confirm-password-reset.ts';
import { useRequestPasswordReset } from './api/use-request-password-reset.ts';

const FRAME = 'mx-auto max-w-md space-y-5 rounded-xl border border-line bg-surface p-4 sm:p-6';

/** A sentence for a failure that no field explains, chosen by status. */
function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (isApiError(error, 429)) return t('password_reset.too_many');
    if (isApiError(error, 0)) return t('errors.network');
    return t('password_reset.failed');
  };
}

/** The first step: the email to send a reset link to. */
function RequestForm() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request.isPending) request.mutate(email);
  };

  if (request.isSuccess) {
    return (
      <p role="status" className={FRAME}>
        {t('password_reset.sent', {
          email: request.variables,
          minutes: request.data.expires_in_minutes,
        })}
      </p>
    );
  }
  const emailError = isApiError(request.error, 422) ? t('password_reset.email_invalid') : undefined;
  return (
    <form onSubmit={submit} className={FRAME}>
      <p className="text-sm text-muted">{t('password_reset.request_intro')}</p>
      <TextField
        label={t('password_reset.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
      />
      {request.isError && !emailError && (
        <p role="alert" className="rounded-lg bg-loss/10 px-3 py-2 text-sm text-loss">
          {failureText(request.error)}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? t('password_reset.sending') : t('password_reset.send')}
      </Button>
    </form>
  );
}

type PasswordErrors = Partial<Record<'password' | 'password_confirmation', string>>;

/** The second step, opened from the mail: the new password. */
function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const failureText = useFailureText();
  const [, setSearchParams] = useSearchParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const confirm = useConfirmPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only the length is checked here; the server decides the rest (the common-password list).
    const isTooShort = password.trim().length < PASSWORD_MIN;
    setTooShort(isTooShort);
    if (isTooShort || confirm.isPending) return;
    confirm.mutate({ token, password, password_confirmation: confirmation });
  };

  if (confirm.isSuccess) {
    return (
      <div className={FRAME}>
        <p role="status">{t('password_reset.done')}</p>
        <Button onClick={auth.openLogin}>{t('password_reset.sign_in')}</Button>
      </div>
    );
  }

  const serverErrors = isApiError(confirm.error, 422) ? confirm.error.errors : {};
  if (serverErrors.token) {
    return (
      <div className={FRAME}>
        <p role="alert">{t('password_reset.link_invalid')}</p>
        <Button variant="secondary" onClick={() => setSearchParams({})}>
          {t('password_reset.request_new')}
        </Button>
      </div>
    );
  }
  const errors: PasswordErrors = {};
  if (tooShort || (serverErrors.password && !serverErrors.password.includes(PASSWORD_TOO_COMMON))) {
    errors.password = t('password_reset.password_length', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  } else if (serverErrors.password) {
    errors.password = t('password_reset.password_common');
  }
  if (serverErrors.password_confirmation) {
    errors.password_confirmation = t('password_reset.mismatch');
  }
  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={submit} className={FRAME}>
      <TextField
        label={t('password_reset.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setTooShort(false);
        }}
        error={errors.password}
      />
      <TextField
        label={t('password_reset.password_confirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.password_confirmation}
      />
      {confirm.isError && !hasFieldErrors && !isApiError(confirm.error, 422) && (
        <p role="alert" className="rounded-lg bg-loss/10 px-3 py-2 text-sm text-loss">
          {failureText(confirm.error)}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? t('password_reset.submitting') : t('password_reset.submit')}
      </Button>
    </form>
  );
}

/**
 * `/:lang/reset-password`: without a token, asks for the email to mail a link to; with the
 * link's `?token=`, sets the new password, which signs the account out everywhere.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  usePageMeta({ page: 'reset_password', isNoIndex: true });

  return (
    <section className="space-y-6 py-6">
      <h1 className="text-center text-2xl font-extrabold tracking-tight">
        {token ? t('password_reset.new_title') : t('password_reset.request_title')}
      </h1>
      {token ? <NewPasswordForm key={token} token={token} /> : <RequestForm />}
    </section>
  );
}

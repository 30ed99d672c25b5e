import { isLanguage, PASSWORD_MIN, PASSWORD_TOO_COMMON } from '@riftscope/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { useSwitchLanguage } from '../../shared/hooks/use-switch-language.ts';
import { useWaitText } from '../../shared/hooks/use-wait-text.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';

/** A translated sentence for a failed sign-in or registration, chosen by status. */
function useFailureText() {
  const { t } = useTranslation();
  const tooManyAttempts = useWaitText();
  return (error: ApiError | null, form: 'login_form' | 'register_form'): string | null => {
    if (!error) return null;
    if (error.status === 0) return t('errors.network');
    if (error.status === 429) return tooManyAttempts(error.retryAfterSeconds);
    if (error.status === 403) return t('login_form.blocked');
    if (error.status === 401) return t('login_form.wrong_credentials');
    // Our fault (a sign-in refused while its attempts cannot be counted is a 503), not the form's.
    if (error.status >= 500) return t('errors.try_later');
    return t(`${form}.error`);
  };
}

const formValues = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

/** The end of both forms: the failure, submit and cancel, and the way to the other dialog. */
function FormFooter(props: {
  failure: string | null;
  submitLabel: string;
  isPending: boolean;
  onCancel: () => void;
  switchQuestion: string;
  switchLabel: string;
  onSwitch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {props.failure && (
        <p role="alert" className="rounded-lg bg-loss/10 px-3 py-2 text-sm text-loss">
          {props.failure}
        </p>
      )}
      <div className="flex gap-3 pt-2">
        <Button type="submit" className="flex-1" disabled={props.isPending}>
          {props.submitLabel}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
      <p className="text-center text-sm text-muted">
        {props.switchQuestion}{' '}
        <button
          type="button"
          className="font-medium text-link hover:underline"
          onClick={props.onSwitch}
        >
          {props.switchLabel}
        </button>
      </p>
    </>
  );
}

function LoginDialog() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const failureText = useFailureText();
  const [isPending, setIsPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '', password = '' } = formValues(event);
    setIsPending(true);
    try {
      const user = await auth.login({ email, password });
      // The account's language is the interface's from sign-in on (set in the profile settings).
      if (user.language !== i18n.resolvedLanguage) await switchLanguage(user.language);
      notify.success(i18n.getFixedT(user.language)('login_form.success'));
    } catch {
      // The form explains the failure; a toast would say it a second time.
    } finally {
      setIsPending(false);
    }
  };

  const failure = failureText(auth.error, 'login_form');
  return (
    <Dialog
      isOpen={auth.dialog === 'login'}
      onClose={auth.closeDialogs}
      title={t('login_form.title')}
      closeLabel={t('actions.close')}
    >
      {/* The site checks the fields and says what is wrong in its own language. */}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField label={t('login_form.email')} name="email" type="email" autoComplete="email" />
        <TextField
          label={t('login_form.password')}
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <Link
          to={`/${language}/reset-password`}
          onClick={auth.closeDialogs}
          className="block text-sm font-medium text-link hover:underline"
        >
          {t('login_form.forgot')}
        </Link>
        <FormFooter
          failure={failure}
          submitLabel={isPending ? t('login_form.submitting') : t('login_form.submit')}
          isPending={isPending}
          onCancel={auth.closeDialogs}
          switchQuestion={t('login_form.no_account')}
          switchLabel={t('login_form.register_link')}
          onSwitch={auth.openRegister}
        />
      </form>
    </Dialog>
  );
}

const REGISTER_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'nickname' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'password_confirmation', type: 'password', autoComplete: 'new-password' },
] as const;

function RegisterDialog() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const failureText = useFailureText();
  const [isPending, setIsPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event);
    setIsPending(true);
    try {
      await auth.register({
        name: values.name ?? '',
        email: values.email ?? '',
        password: values.password ?? '',
        password_confirmation: values.password_confirmation ?? '',
        ...(isLanguage(i18n.resolvedLanguage) ? { language: i18n.resolvedLanguage } : {}),
      });
      notify.success(t('register_form.success'));
    } catch {
      // The form explains the failure beside its fields; a toast would say it a second time.
    } finally {
      setIsPending(false);
    }
  };

  const fieldError = (field: (typeof REGISTER_FIELDS)[number]['name']) => {
    const messages = auth.error?.errors[field];
    if (!messages) return undefined;
    return field === 'password' && messages.includes(PASSWORD_TOO_COMMON)
      ? t('register_form.field_errors.password_common')
      : t(`register_form.field_errors.${field}`);
  };
  const hasFieldErrors = REGISTER_FIELDS.some((f) => auth.error?.errors[f.name]);
  const failure = hasFieldErrors ? null : failureText(auth.error, 'register_form');

  return (
    <Dialog
      isOpen={auth.dialog === 'register'}
      onClose={auth.closeDialogs}
      title={t('register_form.title')}
      closeLabel={t('actions.close')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {REGISTER_FIELDS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            label={t(`register_form.${name}`)}
            name={name}
            type={type}
            autoComplete={autoComplete}
            error={fieldError(name)}
            hint={
              name === 'password'
                ? t('register_form.password_rules', { min: PASSWORD_MIN })
                : undefined
            }
          />
        ))}
        <FormFooter
          failure={failure}
          submitLabel={isPending ? t('register_form.wait') : t('register_form.submit')}
          isPending={isPending}
          onCancel={auth.closeDialogs}
          switchQuestion={t('register_form.have_account')}
          switchLabel={t('register_form.login_link')}
          onSwitch={auth.openLogin}
        />
      </form>
    </Dialog>
  );
}

/** Both dialogs; opening one closes the other (docs/product.md, Sign-in dialogs). */
export function AuthDialogs() {
  return (
    <>
      <LoginDialog />
      <RegisterDialog />
    </>
  );
}

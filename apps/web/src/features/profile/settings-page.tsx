import {
  LANGUAGES,
  type Language,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_COMMON,
  type User,
} from '@riftscope/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { useSwitchLanguage } from '../../shared/hooks/use-switch-language.ts';
import { useWaitText } from '../../shared/hooks/use-wait-text.ts';
import { Button } from '../../shared/ui/button.tsx';
import { inputClass, TextField } from '../../shared/ui/text-field.tsx';
import { useSaveSettings } from './api/use-save-settings.ts';
import { DeleteAccount } from './delete-account.tsx';
import { type MissingPassword, type SettingsValues, settingsRequest } from './settings-request.ts';

const FIELDS = ['email', 'password', 'new_password', 'language'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** A translated sentence for each field the server rejected; the server's own words stay out. */
function useFieldErrors() {
  const { t } = useTranslation('profile');
  return (error: ApiError): FieldErrors => {
    const errors: FieldErrors = {};
    for (const field of FIELDS) {
      const messages = error.errors[field];
      if (!messages?.length) continue;
      if (field === 'new_password') {
        errors[field] = messages.includes(PASSWORD_TOO_COMMON)
          ? t('settings.field_errors.new_password_common')
          : t('settings.field_errors.new_password', { min: PASSWORD_MIN, max: PASSWORD_MAX });
      } else {
        errors[field] = t(`settings.field_errors.${field}`);
      }
    }
    return errors;
  };
}

/**
 * Email, password change and interface language (docs/product.md, Profile area and Validation), and deleting the account.
 * The passwords are sent only when both are filled in; the server then signs out every other
 * session and keeps this one. A new email needs the current password. A form with a password
 * field missing is not sent at all, so that it never says "saved" and "fill in" at once.
 * A new language switches the interface to it, as the language switcher does.
 */
export function SettingsPage({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const waitText = useWaitText();
  const switchLanguage = useSwitchLanguage();
  const fieldErrorsOf = useFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const languageId = useId();
  const passwordHintId = useId();

  const [values, setValues] = useState<SettingsValues>({
    email: user.email,
    password: '',
    newPassword: '',
    language: user.language,
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [missingPassword, setMissingPassword] = useState<MissingPassword | null>(null);
  const [rejections, setRejections] = useState(0);

  // After the server rejects fields, the first one to fix takes the focus.
  useEffect(() => {
    if (rejections === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [rejections]);

  const save = useSaveSettings({
    onSuccess: async (saved, { request, previousLanguage }) => {
      setValues((current) => ({
        ...current,
        email: saved.email,
        ...(request.isPasswordChange ? { password: '', newPassword: '' } : {}),
      }));
      const message = request.isPasswordChange ? 'settings.saved_password' : 'settings.saved';
      if (saved.language === previousLanguage) {
        notify.success(t(message));
        return;
      }
      await switchLanguage(saved.language);
      notify.success(i18n.getFixedT(saved.language, 'profile')(message));
    },
    onError: (error) => {
      if (isApiError(error, 422)) {
        const errors = fieldErrorsOf(error);
        if (Object.keys(errors).length > 0) {
          setFieldErrors(errors);
          setRejections((count) => count + 1);
          return;
        }
      }
      if (isApiError(error, 429)) {
        notify.error(waitText(error.retryAfterSeconds));
        return;
      }
      if (isApiError(error, 401)) {
        // The session was revoked (a password change elsewhere): asking for the user again
        // ends it here too, and the profile's guard leaves the page.
        notify.error(t('settings.session_ended'));
        return;
      }
      notify.error(isApiError(error, 0) ? t('settings.network') : t('settings.save_failed'));
    },
  });

  const change = (key: keyof SettingsValues, field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setFieldErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
    if (field === 'password' || field === 'new_password' || field === 'email') {
      setMissingPassword(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = settingsRequest(values, user.email);
    setMissingPassword(request.missing);
    setFieldErrors({});
    if (request.missing) {
      setRejections((count) => count + 1);
      return;
    }
    save.mutate({ request, previousLanguage: user.language });
  };

  const passwordError = (field: 'password' | 'new_password') =>
    fieldErrors[field] ??
    (missingPassword?.field === field ? t(`settings.${missingPassword.reason}`) : undefined);
  const languageErrorId = `${languageId}-error`;

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('settings.title')}</h1>
      <form
        ref={formRef}
        onSubmit={submit}
        className="max-w-xl space-y-5 rounded-xl border border-line bg-surface p-4 sm:p-6"
      >
        <TextField
          label={t('settings.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => change('email', 'email')(event.target.value)}
          error={fieldErrors.email}
        />

        <fieldset aria-describedby={passwordHintId} className="space-y-4">
          <legend className="mb-1 font-semibold">{t('settings.password_legend')}</legend>
          <p id={passwordHintId} className="text-sm text-muted">
            {t('settings.password_hint')}
          </p>
          <TextField
            label={t('settings.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', 'password')(event.target.value)}
            error={passwordError('password')}
          />
          <TextField
            label={t('settings.new_password')}
            name="new_password"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(event) => change('newPassword', 'new_password')(event.target.value)}
            error={passwordError('new_password')}
          />
        </fieldset>

        <div className="space-y-1.5">
          <label htmlFor={languageId} className="block text-sm font-medium text-muted">
            {t('settings.language')}
          </label>
          <select
            id={languageId}
            name="language"
            value={values.language}
            onChange={(event) => change('language', 'language')(event.target.value as Language)}
            aria-invalid={fieldErrors.language ? true : undefined}
            aria-describedby={fieldErrors.language ? languageErrorId : undefined}
            className={`${inputClass} cursor-pointer`}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`settings.languages.${language}`)}
              </option>
            ))}
          </select>
          {fieldErrors.language && (
            <p id={languageErrorId} className="text-sm text-loss">
              {fieldErrors.language}
            </p>
          )}
        </div>

        <div className="pt-1">
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto sm:min-w-32">
            {save.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </form>
      <DeleteAccount />
    </section>
  );
}

import {
  type AdminUser,
  EMAIL_MAX,
  isolateBidi,
  NAME_MAX,
  PLANS,
  type Plan,
  ROLES,
  type Role,
} from '@riftscope/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useUpdateUser } from '../api/use-update-user.ts';
import { SelectField } from './select-field.tsx';

const FIELDS = ['name', 'email', 'role', 'plan', 'is_blocked'] as const;
type Field = (typeof FIELDS)[number];

interface Draft {
  name: string;
  email: string;
  role: Role;
  plan: Plan;
  isBlocked: boolean;
}

/** The sentence above the form for a failed save, chosen by status (never the server's words). */
function failureKey(error: ApiError | null) {
  if (!error) return null;
  if (error.status === 0) return 'users.errors.network' as const;
  if (error.status === 404) return 'users.errors.not_found' as const;
  if (error.status === 401 || error.status === 403) return 'users.errors.forbidden' as const;
  if (error.status === 422) return 'users.edit.failed_fields' as const;
  return 'users.toast.save_failed' as const;
}

function EditUserForm({
  user,
  isSelf,
  onClose,
}: {
  user: AdminUser;
  isSelf: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const blockedHintId = useId();
  const [draft, setDraft] = useState<Draft>({
    name: user.name,
    email: user.email,
    role: user.role,
    plan: user.plan,
    isBlocked: user.is_blocked === 1,
  });

  const save = useUpdateUser(user.id, isSelf, {
    onSuccess: (updated) => {
      notify.success(t('users.toast.saved', { name: isolateBidi(updated.name) }));
      onClose();
    },
    // A failure is explained inside the dialog (below), not a second time in a toast.
  });

  const error = isApiError(save.error) ? save.error : null;
  const failure = save.isError ? t(failureKey(error) ?? 'users.toast.save_failed') : null;
  const fieldError = (field: Field) =>
    error?.errors[field] ? t(`users.edit.field_errors.${field}`, { max: NAME_MAX }) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({
      name: draft.name,
      email: draft.email,
      role: draft.role,
      plan: draft.plan,
      is_blocked: draft.isBlocked ? 1 : 0,
    });
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField
        label={t('users.edit.name')}
        name="name"
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        required
        maxLength={NAME_MAX}
        autoComplete="off"
        error={fieldError('name')}
      />
      <TextField
        label={t('users.edit.email')}
        name="email"
        type="email"
        value={draft.email}
        onChange={(event) => set('email', event.target.value)}
        required
        maxLength={EMAIL_MAX}
        autoComplete="off"
        error={fieldError('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('users.edit.role')}
          name="role"
          value={draft.role}
          onChange={(event) => set('role', event.target.value as Role)}
          // The server keeps an admin from demoting themselves; the form says so up front.
          disabled={isSelf}
          hint={isSelf ? t('users.edit.self_role_hint') : undefined}
          error={fieldError('role')}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`users.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('users.edit.plan')}
          name="plan"
          value={draft.plan}
          onChange={(event) => set('plan', event.target.value as Plan)}
          error={fieldError('plan')}
        >
          {PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {t(`users.plans.${plan}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="space-y-1.5">
        <label className="flex items-center gap-2.5 text-sm font-medium">
          <input
            type="checkbox"
            name="is_blocked"
            checked={draft.isBlocked}
            onChange={(event) => set('isBlocked', event.target.checked)}
            disabled={isSelf}
            aria-describedby={blockedHintId}
            aria-invalid={fieldError('is_blocked') ? true : undefined}
            className="size-4 accent-loss disabled:cursor-not-allowed"
          />
          {t('users.edit.blocked')}
        </label>
        <p id={blockedHintId} className="text-xs text-muted">
          {isSelf ? t('users.edit.self_blocked_hint') : t('users.edit.blocked_hint')}
        </p>
        {fieldError('is_blocked') && (
          <p className="text-sm text-loss">{fieldError('is_blocked')}</p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-loss/10 px-3 py-2 text-sm text-loss">
          {failure}
        </p>
      )}
      <div className="flex gap-3 pt-2">
        <Button type="submit" className="flex-1" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? t('users.edit.saving') : t('users.edit.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('users.edit.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The edit form of one user in a modal (docs/product.md, Admin area: the email is of email type). */
export function EditUserDialog({
  user,
  currentUserId,
  onClose,
}: {
  user: AdminUser | null;
  currentUserId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      isOpen={user !== null}
      onClose={onClose}
      title={t('users.edit.title')}
      closeLabel={t('users.edit.close')}
    >
      {user && (
        <EditUserForm
          key={user.id}
          user={user}
          isSelf={user.id === currentUserId}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

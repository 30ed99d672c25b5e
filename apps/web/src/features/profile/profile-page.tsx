import type { User } from '@riftscope/contracts';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { UserAvatar } from '../../shared/ui/user-avatar.tsx';
import { AVATAR_TYPES } from './api/profile-api.ts';
import { useUploadAvatar } from './api/use-upload-avatar.ts';
import {
  type AvatarFailure,
  avatarFailure,
  avatarFailureValues,
  avatarProblem,
} from './avatar-check.ts';

/**
 * The avatar, or the nickname's initial on a neutral tile, and a button that picks an image
 * and uploads it. A failed upload is explained in a toast, where the original only logged it.
 */
function AvatarEditor({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const upload = useUploadAvatar({
    onSuccess: () => notify.success(t('overview.avatar_updated')),
    onError: (error, file) => explain(avatarFailure(error), file),
  });

  const explain = (failure: AvatarFailure, file: File) =>
    notify.error(t(`overview.avatar_errors.${failure}`, avatarFailureValues(failure, file.type)));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = await avatarProblem(file);
    if (problem) return explain(problem, file);
    upload.mutate(file);
  };

  return (
    <div className="flex flex-col items-center gap-3 sm:items-start">
      <div className="relative size-28 shrink-0" aria-busy={upload.isPending}>
        <UserAvatar
          name={user.name}
          avatar={user.avatar}
          alt={t('overview.avatar_alt', { name: user.name })}
          size={112}
          className="size-28 rounded-2xl text-4xl"
        />
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-2xl bg-bg/70 text-accent">
            <Spinner className="size-6" />
          </span>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        aria-label={t('overview.change_avatar')}
        tabIndex={-1}
        className="hidden"
        onChange={choose}
      />
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={hintId}
        disabled={upload.isPending}
        onClick={() => inputRef.current?.click()}
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path
            d="M12.5 4.5l3 3-8 8H4.5v-3zM11 6l3 3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        {upload.isPending ? t('overview.uploading') : t('overview.change_avatar')}
      </Button>
      <p id={hintId} className="text-xs text-muted">
        {t('overview.avatar_hint')}
      </p>
    </div>
  );
}

/** The profile home: avatar, nickname, email and role (docs/product.md, Profile area). */
export function ProfilePage({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const details = [
    { label: t('overview.name'), value: <bdi>{user.name}</bdi> },
    { label: t('overview.email'), value: user.email },
    { label: t('overview.role'), value: t(`overview.roles.${user.role}`) },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('overview.title')}</h1>
      <div className="flex flex-col gap-6 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:p-6">
        <AvatarEditor user={user} />
        <dl className="grid min-w-0 flex-1 content-start gap-x-6 gap-y-3 sm:grid-cols-[auto_minmax(0,1fr)]">
          {details.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="-mt-2 font-medium [overflow-wrap:anywhere] sm:mt-0">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

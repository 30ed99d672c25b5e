import { TIER_ROLES, type TierRole } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { RoleIcon } from '../../shared/ui/role-icon.tsx';

const FILTERS = [null, ...TIER_ROLES] as const;

/** All plus one button per role; the shown one is pressed. */
export function RoleFilter({
  value,
  onChange,
}: {
  value: TierRole | null;
  onChange: (role: TierRole | null) => void;
}) {
  const { t } = useTranslation('tier-list');
  return (
    <fieldset className="-mx-4 flex min-w-0 gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      <legend className="sr-only">{t('filters.label')}</legend>
      {FILTERS.map((role) => {
        const isPressed = role === value;
        return (
          <button
            key={role ?? 'all'}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(role)}
            className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition-colors ${
              isPressed
                ? 'border-accent bg-accent text-bg'
                : 'border-line bg-surface-2 text-muted hover:border-accent/50 hover:text-text'
            }`}
          >
            <RoleIcon role={role ?? 'ALL'} />
            {role ? t(`roles.${role}`) : t('filters.all')}
          </button>
        );
      })}
    </fieldset>
  );
}

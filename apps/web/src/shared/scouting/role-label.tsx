import type { PlayerRole } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { RoleIcon } from '../ui/role-icon.tsx';

/** A role's name in the page's language ("Bottom", "Бот", "Alt"). */
export function useRoleName(): (role: PlayerRole) => string {
  const { t } = useTranslation('scouting');
  return (role) => t(`roles.${role}`);
}

/**
 * A role as its lane mark and its name. `isNameHidden` keeps the name for screen readers only
 * (the mark alone where space is short), with the name as the mark's tooltip.
 */
export function RoleLabel({
  role,
  isNameHidden = false,
  className = '',
}: {
  role: PlayerRole;
  isNameHidden?: boolean;
  className?: string;
}) {
  const name = useRoleName()(role);
  return (
    <span
      className={`inline-flex min-w-0 items-center gap-1 ${className}`}
      title={isNameHidden ? name : undefined}
    >
      <RoleIcon role={role} className="size-4 shrink-0" />
      <span className={isNameHidden ? 'sr-only' : 'min-w-0'}>{name}</span>
    </span>
  );
}

import type { TierRole } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { RoleFilter as RoleButtons } from '../../shared/champion-filters/role-filter.tsx';

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
    <RoleButtons
      value={value}
      onChange={onChange}
      legend={t('filters.label')}
      allLabel={t('filters.all')}
      roleLabel={(role) => t(`roles.${role}`)}
    />
  );
}

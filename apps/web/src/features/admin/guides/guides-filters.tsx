import {
  GUIDE_STATUSES,
  type GuideCatalog,
  type GuideStatus,
  TIER_ROLES,
  type TierRole,
} from '@riftscope/contracts';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import type { GuidesFilters } from '../api/admin-guides-api.ts';
import { selectClass } from '../users/select-field.tsx';

export type AppliedGuideFilters = Omit<GuidesFilters, 'page'>;

const FIELD = 'h-10 text-sm';

const pick = <T extends string>(options: readonly T[], value: FormDataEntryValue | null) =>
  (options as readonly unknown[]).includes(value) ? (value as T) : null;

function FilterSelect({
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  label: string;
  name: string;
  value: string | null;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-muted">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={`${selectClass} ${FIELD}`}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Status, champion, role and "only mine", applied together on submit as the users filters are.
 * The form shows what the URL says: the page remounts it with a new key when the filters change.
 * The champions come from the pickers' catalog, while it loads only the one of the address.
 */
export function GuidesFilterForm({
  filters,
  champions,
  onApply,
}: {
  filters: AppliedGuideFilters;
  champions: GuideCatalog['champions'] | undefined;
  onApply: (filters: AppliedGuideFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const mineId = useId();
  const hasFilters = Boolean(filters.status || filters.champion || filters.role || filters.isMine);
  const championOptions = champions
    ? champions.map((champion) => ({ value: champion.key, label: champion.name }))
    : filters.champion
      ? [{ value: filters.champion, label: filters.champion }]
      : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const champion = String(form.get('champion') ?? '');
    onApply({
      status: pick<GuideStatus>(GUIDE_STATUSES, form.get('status')),
      champion: champion === '' ? null : champion,
      role: pick<TierRole>(TIER_ROLES, form.get('role')),
      isMine: form.get('mine') === '1',
    });
  };

  return (
    <search aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4">
      <h2 id={headingId} className="sr-only">
        {t('guides.filters.label')}
      </h2>
      <form
        // A new list of champions shows the chosen one selected.
        key={champions ? 'champions' : 'address'}
        onSubmit={submit}
        className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto_auto] lg:items-end"
      >
        <FilterSelect
          label={t('guides.filters.status')}
          name="status"
          value={filters.status}
          anyLabel={t('guides.filters.any_status')}
          options={GUIDE_STATUSES.map((status) => ({
            value: status,
            label: t(`guides.statuses.${status}`),
          }))}
        />
        <FilterSelect
          label={t('guides.filters.champion')}
          name="champion"
          value={filters.champion}
          anyLabel={t('guides.filters.any_champion')}
          options={championOptions}
        />
        <FilterSelect
          label={t('guides.filters.role')}
          name="role"
          value={filters.role}
          anyLabel={t('guides.filters.any_role')}
          options={TIER_ROLES.map((role) => ({ value: role, label: t(`guides.roles.${role}`) }))}
        />
        <div className="flex h-10 items-center gap-2">
          <input
            id={mineId}
            type="checkbox"
            name="mine"
            value="1"
            defaultChecked={filters.isMine}
            className="size-4 accent-[var(--color-accent)]"
          />
          <label htmlFor={mineId} className="text-sm whitespace-nowrap">
            {t('guides.filters.mine')}
          </label>
        </div>
        <div className="col-span-2 flex gap-2 lg:col-span-1">
          <Button type="submit" className="flex-1 lg:flex-none">
            {t('guides.filters.apply')}
          </Button>
          {hasFilters && (
            <Button
              variant="ghost"
              onClick={() => onApply({ status: null, champion: null, role: null, isMine: false })}
            >
              {t('guides.filters.reset')}
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}

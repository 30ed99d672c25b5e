import { EMAIL_MAX, PLANS, type Plan, ROLES, type Role } from '@riftscope/contracts';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/text-field.tsx';
import type { UsersFilters } from '../api/admin-api.ts';
import { selectClass } from './select-field.tsx';

export type AppliedFilters = Pick<UsersFilters, 'search' | 'role' | 'plan'>;

const FIELD = 'h-10 text-sm';

const pick = <T extends string>(options: readonly T[], value: FormDataEntryValue | null) =>
  (options as readonly unknown[]).includes(value) ? (value as T) : null;

/**
 * Search, role and plan, applied together on submit (docs/product.md, Admin area). The form shows what the URL
 * says: the page remounts it with a new key when the applied filters change.
 */
export function UsersFilterForm({
  filters,
  onApply,
}: {
  filters: AppliedFilters;
  onApply: (filters: AppliedFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const searchId = useId();
  const roleId = useId();
  const planId = useId();
  const hasFilters = Boolean(filters.search || filters.role || filters.plan);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply({
      search: String(form.get('search') ?? '').trim(),
      role: pick<Role>(ROLES, form.get('role')),
      plan: pick<Plan>(PLANS, form.get('plan')),
    });
  };

  return (
    <search aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4">
      <h2 id={headingId} className="sr-only">
        {t('users.filters.label')}
      </h2>
      <form
        onSubmit={submit}
        className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      >
        <div className="col-span-2 space-y-1.5 lg:col-span-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-muted">
            {t('users.filters.search')}
          </label>
          <input
            id={searchId}
            name="search"
            type="search"
            defaultValue={filters.search}
            maxLength={EMAIL_MAX}
            placeholder={t('users.filters.search_placeholder')}
            className={`${inputClass} ${FIELD}`}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={roleId} className="block text-sm font-medium text-muted">
            {t('users.filters.role')}
          </label>
          <select
            id={roleId}
            name="role"
            defaultValue={filters.role ?? ''}
            className={`${selectClass} ${FIELD}`}
          >
            <option value="">{t('users.filters.any_role')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`users.roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={planId} className="block text-sm font-medium text-muted">
            {t('users.filters.plan')}
          </label>
          <select
            id={planId}
            name="plan"
            defaultValue={filters.plan ?? ''}
            className={`${selectClass} ${FIELD}`}
          >
            <option value="">{t('users.filters.any_plan')}</option>
            {PLANS.map((plan) => (
              <option key={plan} value={plan}>
                {t(`users.plans.${plan}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 flex gap-2 lg:col-span-1">
          <Button type="submit" className="flex-1 lg:flex-none">
            {t('users.filters.apply')}
          </Button>
          {hasFilters && (
            <Button variant="ghost" onClick={() => onApply({ search: '', role: null, plan: null })}>
              {t('users.filters.reset')}
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}

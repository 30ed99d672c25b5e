import { GUIDE_SORTS } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RoleFilter } from '../../../shared/champion-filters/role-filter.tsx';
import { inputClass } from '../../../shared/ui/text-field.tsx';
import { filtersFromSearch } from '../api/guides-api.ts';
import { ChampionPicker } from './champion-picker.tsx';

type FilterName = 'champion' | 'role' | 'sort';

function withParam(current: URLSearchParams, name: FilterName, value: string | null) {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/**
 * Champion, role and order of the guide list, kept in the query string so that they survive
 * reloads and the back button and can be linked to (the champion pages do); the language is the
 * path's (docs/guides.md).
 */
export function GuideFilters({ knownChampionName }: { knownChampionName: string | null }) {
  const { t } = useTranslation('guides');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const headingId = useId();
  const sortId = useId();

  const update = (name: FilterName, value: string | null) =>
    setParams((current) => withParam(current, name, value), { preventScrollReset: true });

  const hasFilters = Boolean(filters.champion || filters.role);

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-xl border border-line bg-surface p-4 md:sticky md:top-20"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t('filters.title')}
      </h2>
      <search aria-labelledby={headingId} className="block space-y-4">
        <ChampionPicker
          chosen={filters.champion}
          knownName={knownChampionName}
          onChange={(key) => update('champion', key)}
        />
        <div className="space-y-1.5">
          {/* The role buttons' group is named by its own legend. */}
          <p aria-hidden="true" className="text-sm font-medium">
            {t('filters.role')}
          </p>
          <RoleFilter
            value={filters.role}
            onChange={(role) => update('role', role)}
            legend={t('filters.role')}
            allLabel={t('filters.all_roles')}
            roleLabel={(role) => t(`roles.${role}`)}
            wrap
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={sortId} className="block text-sm font-medium">
            {t('filters.sort')}
          </label>
          <select
            id={sortId}
            value={filters.sort}
            onChange={(event) =>
              update('sort', event.target.value === 'newest' ? null : event.target.value)
            }
            className={`${inputClass} h-10 cursor-pointer text-sm`}
          >
            {GUIDE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        {hasFilters && (
          <button
            type="button"
            onClick={() =>
              setParams(
                (current) => withParam(withParam(current, 'champion', null), 'role', null),
                {
                  preventScrollReset: true,
                },
              )
            }
            className="text-sm text-link hover:underline"
          >
            {t('filters.reset')}
          </button>
        )}
      </search>
    </section>
  );
}

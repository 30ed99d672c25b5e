import { CHAMPION_SORTS, type ChampionSort } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TierListSort } from './api/tier-list-api.ts';

/** The column each sort is named after. */
const SORT_COLUMNS = {
  score: 'tier',
  name: 'champion',
  role: 'role',
  win_rate: 'win_rate',
  pick_rate: 'pick_rate',
  ban_rate: 'ban_rate',
  games: 'matches',
  win_rate_change: 'change',
} as const satisfies Record<ChampionSort, string>;

/**
 * Phones hide some columns, so their heads cannot be pressed: a sort select and a button that
 * turns the order round stand in for them there.
 */
export function PhoneSort({
  sort,
  onSort,
}: {
  sort: TierListSort;
  onSort: (sort: ChampionSort) => void;
}) {
  const { t } = useTranslation('tier-list');
  const id = useId();
  const isAscending = sort.order === 'asc';
  return (
    <div className="flex items-center gap-2 sm:hidden">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={sort.sort}
        onChange={(event) => onSort(event.target.value as ChampionSort)}
        className="h-9 min-w-0 cursor-pointer rounded-lg border border-line bg-surface-2 px-2 text-sm font-semibold text-text focus:border-accent focus:outline-none"
      >
        {CHAMPION_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`table.${SORT_COLUMNS[value]}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => onSort(sort.sort)}
        title={t('sort.reverse')}
        className="inline-flex h-9 shrink-0 items-center gap-1 rounded-lg border border-line bg-surface-2 px-2.5 text-xs font-semibold text-muted hover:text-text"
      >
        <span aria-hidden="true">{isAscending ? '↑' : '↓'}</span>
        <span className="sr-only">{t('sort.reverse')}: </span>
        {isAscending ? t('sort.ascending') : t('sort.descending')}
      </button>
    </div>
  );
}

import type { ChampionSort, TierListQueue } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TierListSort } from './api/tier-list-api.ts';
import { sortsOf } from './tier-list-table.tsx';

/** The name of each sort: its column's, or its own where a column has two. */
const SORT_LABELS = {
  score: 'table.tier',
  name: 'table.champion',
  role: 'table.role',
  win_rate: 'table.win_rate',
  pick_rate: 'table.pick_rate',
  ban_rate: 'table.ban_rate',
  games: 'table.matches',
  win_rate_change: 'table.change',
  win_rate_low: 'sort.win_rate_low',
} as const satisfies Record<ChampionSort, string>;

/**
 * Phones hide some columns, so their heads cannot be pressed: a sort select and a button that
 * turns the order round stand in for them there, with the sorts of `queue`'s columns.
 */
export function PhoneSort({
  sort,
  onSort,
  queue,
}: {
  sort: TierListSort;
  onSort: (sort: ChampionSort) => void;
  queue: TierListQueue;
}) {
  const sorts = sortsOf(queue);
  const { t } = useTranslation('tier-list');
  const id = useId();
  const isAscending = sort.order === 'asc';
  return (
    <div className="flex max-w-full min-w-0 items-center gap-2 sm:hidden">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={sort.sort}
        onChange={(event) => onSort(event.target.value as ChampionSort)}
        className="h-9 min-w-0 flex-1 cursor-pointer rounded-lg border border-line bg-surface-2 px-2 text-sm font-semibold text-text focus:border-accent focus:outline-none"
      >
        {sorts.map((value) => (
          <option key={value} value={value}>
            {t(SORT_LABELS[value])}
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

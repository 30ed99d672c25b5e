import { useTranslation } from 'react-i18next';
import { type ArenaSort, DEFAULT_ARENA_SORT, ranksRates } from '../arena-list.ts';

/** Under an order by a place or a rate other than the list's own: small samples come last. */
export function SortedNote({ sort }: { sort: ArenaSort }) {
  const { t } = useTranslation('arena');
  const isDefault = sort.key === DEFAULT_ARENA_SORT.key && sort.order === DEFAULT_ARENA_SORT.order;
  if (isDefault || !ranksRates(sort)) return null;
  return (
    <p role="status" className="text-xs text-muted">
      {t('table.small_last')}
    </p>
  );
}

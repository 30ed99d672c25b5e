import type { ChampionSlice, ItemStats } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { itemHref } from '../../../shared/champion-filters/slice-search.ts';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import {
  FIGURE_CELL as CELL,
  FIGURE_HEAD as HEAD,
  SortHead,
  WIDE_ONLY,
} from '../../../shared/ui/figure-table.tsx';
import { IconName } from '../../../shared/ui/icon-name.tsx';
import { usePercent, WinRate } from '../../../shared/ui/record-figures.tsx';
import type { ItemSort, ItemSortKey } from '../item-list.ts';
import { PlaceBars, usePlaceText } from './place-figures.tsx';

/** A column head that sorts the list by its figure, most first, and round on a second press. */
function ItemSortHead({
  column,
  sort,
  onSort,
}: {
  column: ItemSortKey;
  sort: ItemSort;
  onSort: (column: ItemSortKey) => void;
}) {
  const { t } = useTranslation('items');
  const direction = sort.order === 'desc' ? 'descending' : 'ascending';
  return (
    <SortHead
      label={t(`table.${column}`)}
      title={t('table.sort', { column: t(`table.${column}`) })}
      direction={sort.key === column ? direction : null}
      onSort={() => onSort(column)}
    />
  );
}

/** An item's line: its icon and name (a link to its page in the same slice) and its figures. */
function ItemRow({
  item,
  minSample,
  slice,
}: {
  item: ItemStats;
  minSample: number;
  slice: ChampionSlice;
}) {
  const language = useLanguage();
  const percent = usePercent();
  const placeText = usePlaceText()(item.slots);
  const isLegendary = item.slots.length > 0;
  return (
    <tr>
      <th scope="row" className={`${CELL} pl-0 text-left font-semibold sm:pl-0`}>
        <IconName
          to={itemHref(language, item.id, slice)}
          src={item.image_url}
          name={item.name}
          iconClassName="size-8 rounded-md bg-bg"
        />
        <span className="mt-0.5 ml-10 block text-xs font-normal text-muted sm:hidden">
          {placeText}
        </span>
      </th>
      <td className={`${CELL} text-right tabular-nums`}>{percent(item.pick_rate)}</td>
      <td className={`${CELL} text-right tabular-nums`}>
        <WinRate entry={item} minSample={minSample} isCompact />
      </td>
      <td className={`${CELL} text-right text-muted tabular-nums sm:pr-2`}>
        {formatCount(item.games, language)}
      </td>
      <td className={`${CELL} ${WIDE_ONLY} pr-0 sm:pr-0`}>
        <span className="flex items-center gap-2 text-xs text-muted">
          {isLegendary && <PlaceBars slots={item.slots} />}
          {placeText}
        </span>
      </td>
    </tr>
  );
}

/**
 * The completed items shown, each with its pick rate, win rate (interval and small-sample mark),
 * games and the place it is usually completed in; the three figures' heads sort the list.
 */
export function ItemsTable({
  items,
  minSample,
  slice,
  sort,
  onSort,
}: {
  items: readonly ItemStats[];
  minSample: number;
  /** The filters the figures were computed for, which the items' links carry. */
  slice: ChampionSlice;
  sort: ItemSort;
  onSort: (column: ItemSortKey) => void;
}) {
  const { t } = useTranslation('items');
  return (
    <table aria-label={t('table.label')} className="w-full text-sm">
      <thead>
        <tr>
          <th scope="col" className={`${HEAD} pl-0 text-left sm:pl-0`}>
            {t('table.item')}
          </th>
          <ItemSortHead column="pick_rate" sort={sort} onSort={onSort} />
          <ItemSortHead column="win_rate" sort={sort} onSort={onSort} />
          <ItemSortHead column="games" sort={sort} onSort={onSort} />
          <th scope="col" className={`${HEAD} ${WIDE_ONLY} pr-0 text-left sm:pr-0`}>
            {t('table.place')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <ItemRow key={item.id} item={item} minSample={minSample} slice={slice} />
        ))}
      </tbody>
    </table>
  );
}

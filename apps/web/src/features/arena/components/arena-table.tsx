import type { ArenaRecord } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import {
  FIGURE_CELL as CELL,
  FIGURE_HEAD as HEAD,
  SortHead,
  WIDE_ONLY,
} from '../../../shared/ui/figure-table.tsx';
import { IconName } from '../../../shared/ui/icon-name.tsx';
import { usePercent } from '../../../shared/ui/record-figures.tsx';
import type { ArenaSort, ArenaSortKey } from '../arena-list.ts';
import { AveragePlace, TopFourRate } from './arena-figures.tsx';

/** An entry of an Arena list as a row shows it: its art and name, its page, and its record. */
export interface ArenaTableRow {
  key: string;
  name: string;
  icon: string | null;
  /** Its page, in the same filters; null for an entry without one. */
  href: string | null;
  record: ArenaRecord;
}

/** The figures' columns, in their order; phones fold the pick rate and leave out first places. */
const COLUMNS: readonly { key: ArenaSortKey; className: string }[] = [
  { key: 'games', className: '' },
  { key: 'pick_rate', className: WIDE_ONLY },
  { key: 'average_place', className: '' },
  { key: 'top_four_rate', className: '' },
  { key: 'first_rate', className: `${WIDE_ONLY} pr-0 sm:pr-0` },
];

/** A column's head: a button that sorts the list by it when the list can be sorted. */
function Head({
  column,
  className,
  sorting,
}: {
  column: ArenaSortKey;
  className: string;
  sorting?: { sort: ArenaSort; onSort: (key: ArenaSortKey) => void };
}) {
  const { t } = useTranslation('arena');
  const label = t(`table.${column}`);
  if (!sorting) {
    return (
      <th scope="col" title={t(`columns.${column}`)} className={`${HEAD} text-right ${className}`}>
        {label}
      </th>
    );
  }
  const { sort, onSort } = sorting;
  const direction = sort.order === 'asc' ? 'ascending' : 'descending';
  return (
    <SortHead
      label={label}
      title={t('table.sort', { column: t(`columns.${column}`) })}
      direction={sort.key === column ? direction : null}
      onSort={() => onSort(column)}
      className={className}
    />
  );
}

function Row({ row, minSample }: { row: ArenaTableRow; minSample: number }) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const percent = usePercent();
  const { record } = row;
  return (
    <tr>
      <th scope="row" className={`${CELL} pl-0 text-left font-semibold sm:pl-0`}>
        <IconName
          to={row.href}
          src={row.icon}
          name={row.name}
          iconClassName="size-8 rounded-md bg-bg"
        />
        <span className="mt-0.5 ml-10 block text-xs font-normal text-muted sm:hidden">
          {t('table.pick_rate_phone', { rate: percent(record.pick_rate) })}
        </span>
      </th>
      <td className={`${CELL} text-right text-muted tabular-nums`}>
        {formatCount(record.games, language)}
      </td>
      <td className={`${CELL} ${WIDE_ONLY} text-right tabular-nums`}>
        {percent(record.pick_rate)}
      </td>
      <td className={`${CELL} text-right tabular-nums`}>
        <AveragePlace record={record} minSample={minSample} isCompact />
      </td>
      <td className={`${CELL} text-right tabular-nums`}>
        <TopFourRate record={record} minSample={minSample} />
      </td>
      <td className={`${CELL} ${WIDE_ONLY} pr-0 text-right tabular-nums sm:pr-0`}>
        {percent(record.first_rate)}
      </td>
    </tr>
  );
}

/**
 * Entries of Arena (champions, augments, items, duo partners) with their games, pick rate, average
 * place and top-four rate (each with its interval and, under `minSample` games, the small-sample
 * mark) and first-place rate, in the order given. With `sorting`, each figure's head sorts.
 */
export function ArenaTable({
  rows,
  minSample,
  label,
  nameHead,
  sorting,
}: {
  rows: readonly ArenaTableRow[];
  minSample: number;
  /** The table's name, read out. */
  label: string;
  /** The first column's head: what the entries are. */
  nameHead: string;
  sorting?: { sort: ArenaSort; onSort: (key: ArenaSortKey) => void };
}) {
  return (
    <table aria-label={label} className="w-full text-sm">
      <thead>
        <tr>
          <th scope="col" className={`${HEAD} pl-0 text-left sm:pl-0`}>
            {nameHead}
          </th>
          {COLUMNS.map((column) => (
            <Head
              key={column.key}
              column={column.key}
              className={column.className}
              {...(sorting ? { sorting } : {})}
            />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={row.key} row={row} minSample={minSample} />
        ))}
      </tbody>
    </table>
  );
}

import type { ChampionMastery, Language } from '@riftscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/render-clock.ts';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { formatRelativeTime } from '../../../shared/domain/relative-time.ts';
import { GameImage } from '../../../shared/ui/game-image.tsx';

export const MASTERY_COLUMNS = ['champion', 'level', 'points', 'last_played'] as const;
export type MasteryColumn = (typeof MASTERY_COLUMNS)[number];
type Direction = 'ascending' | 'descending';

/** What a column sorts by; a champion never played (no date) goes last whichever way. */
const SORT_VALUE: Record<MasteryColumn, (row: ChampionMastery) => number | string | null> = {
  champion: (row) => row.champion_name,
  level: (row) => row.level,
  points: (row) => row.points,
  last_played: (row) => (row.last_played_at === null ? null : Date.parse(row.last_played_at)),
};

/** Names read A to Z first; figures and dates from the highest (the latest). */
const firstDirection = (column: MasteryColumn): Direction =>
  column === 'champion' ? 'ascending' : 'descending';

export function compareMastery(column: MasteryColumn, direction: Direction) {
  const sign = direction === 'ascending' ? 1 : -1;
  return (a: ChampionMastery, b: ChampionMastery): number => {
    const x = SORT_VALUE[column](a);
    const y = SORT_VALUE[column](b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return sign * (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y));
    }
    // Ties: more points first, then by name, so the order never depends on the answer's.
    return b.points - a.points || a.champion_name.localeCompare(b.champion_name);
  };
}

const STICKY = 'sticky left-0 z-10 bg-surface shadow-[1px_0_0_var(--color-line)]';
const CELL = 'border-b border-line px-2 py-2 text-right whitespace-nowrap tabular-nums';
const HEAD = 'border-b border-line p-0 text-[0.7rem] font-semibold text-muted uppercase';

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: MasteryColumn;
  sort: { column: MasteryColumn; direction: Direction };
  onSort: (column: MasteryColumn) => void;
}) {
  const { t } = useTranslation('mastery');
  const isSorted = sort.column === column;
  const isName = column === 'champion';
  return (
    <th
      scope="col"
      aria-sort={isSorted ? sort.direction : undefined}
      className={`${HEAD} ${isName ? `${STICKY} text-left` : 'text-right'}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`relative flex w-full items-center px-2 py-2.5 whitespace-nowrap uppercase hover:text-text ${
          isName ? 'justify-start' : 'justify-end'
        } ${isSorted ? 'text-text' : ''}`}
      >
        {isSorted && (
          <span
            aria-hidden="true"
            className={`absolute top-1/2 -translate-y-1/2 text-[0.55rem] ${isName ? 'right-0' : 'left-0.5'}`}
          >
            {sort.direction === 'ascending' ? '▲' : '▼'}
          </span>
        )}
        {t(`columns.${column}`)}
      </button>
    </th>
  );
}

/**
 * One row per champion the player has mastery points on; most points first until a column's
 * button sorts by it, and a second press reverses it. Last played reads as time ago.
 */
export function MasteryTable({
  rows,
  language,
  labelledBy,
  isBusy,
}: {
  rows: readonly ChampionMastery[];
  language: Language;
  labelledBy: string;
  isBusy: boolean;
}) {
  const { t } = useTranslation('mastery');
  const now = useNow();
  const [sort, setSort] = useState<{ column: MasteryColumn; direction: Direction }>({
    column: 'points',
    direction: 'descending',
  });
  const onSort = (column: MasteryColumn) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: firstDirection(column) },
    );
  const sorted = [...rows].sort(compareMastery(sort.column, sort.direction));

  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table
        aria-labelledby={labelledBy}
        aria-busy={isBusy}
        className={`w-full border-separate border-spacing-0 text-sm transition-opacity ${
          isBusy ? 'opacity-60' : ''
        }`}
      >
        <thead>
          <tr>
            {MASTERY_COLUMNS.map((column) => (
              <SortHeader key={column} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.champion_id} className="group">
              <th
                scope="row"
                className={`${STICKY} border-b border-line px-2 py-2 text-left font-semibold group-hover:bg-surface-2`}
              >
                <span className="flex items-center gap-1.5">
                  <GameImage
                    src={row.image_url}
                    alt=""
                    name={row.champion_name}
                    width={28}
                    height={28}
                    className="block size-7 shrink-0 rounded-md"
                  />
                  <span className="max-w-28 min-w-0 break-words sm:max-w-none">
                    {row.champion_name}
                  </span>
                </span>
              </th>
              <td className={`${CELL} font-semibold group-hover:bg-surface-2`}>
                {formatCount(row.level, language)}
              </td>
              <td className={`${CELL} group-hover:bg-surface-2`}>
                {formatCount(row.points, language)}
              </td>
              <td className={`${CELL} text-muted group-hover:bg-surface-2`}>
                {row.last_played_at === null ? (
                  t('never')
                ) : (
                  <time dateTime={row.last_played_at}>
                    {formatRelativeTime(Date.parse(row.last_played_at), now, language)}
                  </time>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

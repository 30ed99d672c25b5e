import { useState } from 'react';
import { GameImage } from '../../../shared/ui/game-image.tsx';

/** The player's per-champion tables (champions tab, mastery tab): their sorting and cells. */
export type Direction = 'ascending' | 'descending';

/**
 * A table's order by a column: names A to Z, figures and dates from the highest, or the reverse;
 * rows without the figure last either way; `tie` orders the rest, so that the order never
 * depends on the answer's.
 */
export function columnOrder<Row, Column extends string>(
  sortValue: Readonly<Record<Column, (row: Row) => string | number | null>>,
  tie: (a: Row, b: Row) => number,
) {
  return (column: Column, direction: Direction) => {
    const sign = direction === 'ascending' ? 1 : -1;
    return (a: Row, b: Row): number => {
      const x = sortValue[column](a);
      const y = sortValue[column](b);
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else if (x !== y) {
        return sign * (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y));
      }
      return tie(a, b);
    };
  };
}

export const STICKY = 'sticky left-0 z-10 bg-surface shadow-[1px_0_0_var(--color-line)]';
export const CELL = 'border-b border-line px-2 py-2 text-right whitespace-nowrap tabular-nums';
const HEAD = 'border-b border-line p-0 text-[0.7rem] font-semibold text-muted uppercase';

/** A column's first direction: names A to Z, figures highest first. */
const firstDirection = (column: string): Direction =>
  column === 'champion' ? 'ascending' : 'descending';

/**
 * Which column sorts the table and which way: a press on a column's button sorts by it (in its
 * first direction), a second press reverses it.
 */
export function useColumnSort<C extends string>(initial: C) {
  const [sort, setSort] = useState<{ column: C; direction: Direction }>({
    column: initial,
    direction: firstDirection(initial),
  });
  const onSort = (column: C) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: firstDirection(column) },
    );
  return { sort, onSort };
}

/** A column's header: a button that sorts by it; the champion column stays in view. */
export function SortHeader<C extends string>({
  column,
  label,
  sort,
  onSort,
}: {
  column: C;
  label: string;
  sort: { column: C; direction: Direction };
  onSort: (column: C) => void;
}) {
  const isSorted = sort.column === column;
  const isName = column === 'champion';
  return (
    <th
      scope="col"
      aria-sort={isSorted ? sort.direction : undefined}
      className={`${HEAD} ${isName ? `${STICKY} text-left` : 'text-right'}`}
    >
      {/* The arrow hangs in the padding, so that sorting never widens a column. */}
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
        {label}
      </button>
    </th>
  );
}

/** A row's champion, its header cell: icon and name, kept in view while the row scrolls. */
export function ChampionRowHeader({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  return (
    <th
      scope="row"
      className={`${STICKY} border-b border-line px-2 py-2 text-left font-semibold group-hover:bg-surface-2`}
    >
      <span className="flex items-center gap-1.5">
        <GameImage
          src={imageUrl}
          alt=""
          name={name}
          width={28}
          height={28}
          className="block size-7 shrink-0 rounded-md"
        />
        <span className="max-w-28 min-w-0 break-words sm:max-w-none">{name}</span>
      </span>
    </th>
  );
}

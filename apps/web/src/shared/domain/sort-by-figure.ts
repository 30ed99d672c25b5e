/** A list's order: the figure it is sorted by, and which way round. */
export interface FigureSort<K extends string> {
  key: K;
  order: 'asc' | 'desc';
}

/**
 * The rows in the order of one figure (`value`), `order` its direction: rows that `isSetAside`
 * says are not to be ranked (a rate on too few games) come after the others whichever way round,
 * a row without the figure comes last in its group, and ties keep the order given.
 */
export function sortByFigure<T>(
  rows: readonly T[],
  value: (row: T) => number | null,
  order: FigureSort<string>['order'],
  isSetAside: (row: T) => boolean = () => false,
): T[] {
  const sign = order === 'desc' ? -1 : 1;
  const rank = (row: T) => {
    const figure = value(row);
    return { isLast: isSetAside(row), isMissing: figure === null, figure: figure ?? 0 };
  };
  return rows
    .map((row, index) => ({ row, index, ...rank(row) }))
    .sort(
      (a, b) =>
        Number(a.isLast) - Number(b.isLast) ||
        Number(a.isMissing) - Number(b.isMissing) ||
        sign * (a.figure - b.figure) ||
        a.index - b.index,
    )
    .map(({ row }) => row);
}

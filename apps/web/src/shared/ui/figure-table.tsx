/*
 * The pieces of the small tables of figures (a rune tree, items, a list's champions, Arena's
 * lists): their classes (thin lines between rows, narrow cells on a phone, small capital heads),
 * a head row, a head that sorts, and a share drawn as a bar.
 */

/** A body cell. */
export const FIGURE_CELL = 'border-t border-line px-1 py-1.5 sm:px-2';

/** A column head. */
export const FIGURE_HEAD =
  'px-1 pb-1.5 text-[0.65rem] font-semibold tracking-wide text-muted uppercase sm:px-2 sm:text-[0.7rem]';

/** A column phones fold under the row's name, so that nothing scrolls sideways. */
export const WIDE_ONLY = 'hidden sm:table-cell';

const ALIGN = { left: 'text-left', right: 'text-right' } as const;

/** A column of a table of figures: its head's text and the side its figures keep to. */
export interface FigureColumn {
  label: string;
  align: keyof typeof ALIGN;
}

/**
 * The head row of a table of figures inside a panel: small capital heads, the first and last
 * flush with the panel's edges.
 */
export function FigureHead({ columns }: { columns: readonly FigureColumn[] }) {
  const last = columns.length - 1;
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th
            key={column.label}
            scope="col"
            className={`${FIGURE_HEAD} ${ALIGN[column.align]} ${index === 0 ? 'pl-0 sm:pl-0' : ''} ${index === last ? 'pr-0 sm:pr-0' : ''}`}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A column head of a table of figures that sorts the list by its figure (`onSort`), its arrow
 * before the name so that the name ends where the column's figures do. `direction` is the
 * column's order when the list is sorted by it. Texts come from the screen, in its own namespace.
 */
export function SortHead({
  label,
  title,
  direction,
  onSort,
  className = '',
}: {
  label: string;
  /** What a press does, as the button's tooltip. */
  title: string;
  direction: 'ascending' | 'descending' | null;
  onSort: () => void;
  className?: string;
}) {
  return (
    <th
      scope="col"
      aria-sort={direction ?? 'none'}
      className={`${FIGURE_HEAD} text-right ${className}`}
    >
      <button
        type="button"
        onClick={onSort}
        title={title}
        className={`inline-flex items-center gap-0.5 rounded uppercase hover:text-text ${direction ? 'text-text' : ''}`}
      >
        <span aria-hidden="true" className="inline-block w-2.5 text-right">
          {direction === 'descending' ? '↓' : direction === 'ascending' ? '↑' : ''}
        </span>
        {label}
      </button>
    </th>
  );
}

/**
 * A share in percent (`text`, as the page writes it) with a bar as long as the share beside it;
 * the bar is for the eye only, the text is what is read out.
 */
export function ShareBar({ value, text }: { value: number | null; text: string }) {
  return (
    <span className="flex items-center gap-2">
      <span className="w-12 shrink-0 text-right">{text}</span>
      <span aria-hidden="true" className="block h-1.5 flex-1 rounded bg-surface-2">
        <span
          className="block h-full rounded bg-accent/70"
          style={{ width: `${Math.min(100, value ?? 0)}%` }}
        />
      </span>
    </span>
  );
}

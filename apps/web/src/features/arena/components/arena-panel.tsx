import { Panel } from '../../../shared/ui/panel.tsx';
import { ArenaTable, type ArenaTableRow } from './arena-table.tsx';

/**
 * A titled block of an Arena entry's page: a list of its augments, items, duo partners or
 * champions in the answer's order (most games first), or the `empty` line when there is none.
 * Texts come from the screen.
 */
export function ArenaPanel({
  rows,
  minSample,
  texts,
}: {
  rows: readonly ArenaTableRow[];
  minSample: number;
  /** The panel's title and hint, the table's name and first head, and the line of an empty list. */
  texts: { title: string; hint: string; label: string; nameHead: string; empty: string };
}) {
  return (
    <Panel title={texts.title} hint={texts.hint}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{texts.empty}</p>
      ) : (
        <ArenaTable
          rows={rows}
          minSample={minSample}
          label={texts.label}
          nameHead={texts.nameHead}
        />
      )}
    </Panel>
  );
}

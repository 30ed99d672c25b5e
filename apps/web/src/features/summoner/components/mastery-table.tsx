import type { ChampionMastery, Language } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/render-clock.ts';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { formatRelativeTime } from '../../../shared/domain/relative-time.ts';
import {
  CELL,
  ChampionRowHeader,
  columnOrder,
  SortHeader,
  useColumnSort,
} from './champion-table-parts.tsx';

export const MASTERY_COLUMNS = ['champion', 'level', 'points', 'last_played'] as const;
export type MasteryColumn = (typeof MASTERY_COLUMNS)[number];

/** What a column sorts by; a champion never played (no date) goes last whichever way. */
const SORT_VALUE: Record<MasteryColumn, (row: ChampionMastery) => number | string | null> = {
  champion: (row) => row.champion_name,
  level: (row) => row.level,
  points: (row) => row.points,
  last_played: (row) => (row.last_played_at === null ? null : Date.parse(row.last_played_at)),
};

/** Names read A to Z first; figures and dates from the highest; ties: more points, then the name. */
export const compareMastery = columnOrder<ChampionMastery, MasteryColumn>(
  SORT_VALUE,
  (a, b) => b.points - a.points || a.champion_name.localeCompare(b.champion_name),
);

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
  const { sort, onSort } = useColumnSort<MasteryColumn>('points');
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
              <SortHeader
                key={column}
                column={column}
                label={t(`columns.${column}`)}
                sort={sort}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.champion_id} className="group">
              <ChampionRowHeader name={row.champion_name} imageUrl={row.image_url} />
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

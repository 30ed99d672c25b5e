import type { Language, PlayerChampion } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDecimal, formatPercent } from '../../../shared/domain/format-number.ts';
import { WinRateInterval } from '../../../shared/ui/win-rate-interval.tsx';
import {
  CELL,
  ChampionRowHeader,
  columnOrder,
  SortHeader,
  useColumnSort,
} from './champion-table-parts.tsx';

export const CHAMPION_COLUMNS = [
  'champion',
  'games',
  'win_rate',
  'kda',
  'cs',
  'damage',
  'gold',
  'score',
] as const;
export type ChampionColumn = (typeof CHAMPION_COLUMNS)[number];

/**
 * What a column sorts by. A perfect KDA (no deaths) is the highest; a missing score has no
 * place on the scale and goes last whichever way the column is sorted.
 */
const SORT_VALUE: Record<ChampionColumn, (row: PlayerChampion) => number | string | null> = {
  champion: (row) => row.champion_name,
  games: (row) => row.games,
  win_rate: (row) => row.win_rate,
  kda: (row) => row.kda ?? Number.POSITIVE_INFINITY,
  cs: (row) => row.cs_per_min,
  damage: (row) => row.damage_per_min,
  gold: (row) => row.gold_per_min,
  score: (row) => row.avg_score,
};

/** Names read A to Z first; figures from the highest; ties: the larger sample, then the name. */
const compareBy = columnOrder<PlayerChampion, ChampionColumn>(
  SORT_VALUE,
  (a, b) => b.games - a.games || a.champion_name.localeCompare(b.champion_name),
);

// Phones scroll the figures sideways under a champion column that stays in view.

/**
 * One row per champion with every figure of the season and queue; sorted by games (most first)
 * until a column's button sorts by it, and a second press reverses it. Wins and losses sit
 * under the win rate, average K/D/A under the KDA, as two lines of one figure. Missing figures
 * read —.
 */
export function ChampionsTable({
  rows,
  language,
  labelledBy,
  isBusy,
}: {
  rows: readonly PlayerChampion[];
  language: Language;
  labelledBy: string;
  isBusy: boolean;
}) {
  const { t } = useTranslation('summoner');
  const { sort, onSort } = useColumnSort<ChampionColumn>('games');
  const sorted = [...rows].sort(compareBy(sort.column, sort.direction));
  const one = (value: number) => formatDecimal(value, language, 1);

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
            {CHAMPION_COLUMNS.map((column) => (
              <SortHeader
                key={column}
                column={column}
                label={t(`champions_tab.columns.${column}`)}
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
              <td className={`${CELL} group-hover:bg-surface-2`}>
                {formatCount(row.games, language)}
              </td>
              <td className={`${CELL} group-hover:bg-surface-2`}>
                <WinRateInterval
                  bounds={row}
                  className={`font-semibold ${row.win_rate >= 50 ? 'text-win' : 'text-loss'}`}
                >
                  {formatPercent(row.win_rate, language)}
                </WinRateInterval>
                <span className="block text-xs text-muted">
                  {t('champions_tab.record', { wins: row.wins, losses: row.losses })}
                </span>
              </td>
              <td className={`${CELL} group-hover:bg-surface-2`}>
                <span className="block font-semibold">
                  {row.kda === null
                    ? t('champions_tab.kda_perfect')
                    : formatDecimal(row.kda, language)}
                </span>
                <span className="block text-xs text-muted">
                  {one(row.avg_kills)} / {one(row.avg_deaths)} / {one(row.avg_assists)}
                </span>
              </td>
              <td className={`${CELL} group-hover:bg-surface-2`}>{one(row.cs_per_min)}</td>
              <td className={`${CELL} group-hover:bg-surface-2`}>
                {formatCount(row.damage_per_min, language)}
              </td>
              <td className={`${CELL} group-hover:bg-surface-2`}>
                {formatCount(row.gold_per_min, language)}
              </td>
              <td className={`${CELL} group-hover:bg-surface-2`}>
                {row.avg_score === null ? (
                  <span className="text-muted">{t('champions_tab.missing')}</span>
                ) : (
                  one(row.avg_score)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

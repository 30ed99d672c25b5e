import type {
  ChampionRow,
  ChampionSlice,
  ChampionSort,
  Language,
  TierLetter,
  TierListQueue,
} from '@riftscope/contracts';
import {
  CHAMPION_PAGE_MIN_SAMPLE,
  CHAMPION_SORTS,
  TIER_LETTER_MIN_GAMES,
} from '@riftscope/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { championHref } from '../../shared/champion-filters/slice-search.ts';
import { formatCount, formatDecimal, formatPercent } from '../../shared/domain/format-number.ts';
import { GameImage } from '../../shared/ui/game-image.tsx';
import { RoleIcon } from '../../shared/ui/role-icon.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { SmallSampleMark } from '../../shared/ui/small-sample-mark.tsx';
import { WinRateInterval } from '../../shared/ui/win-rate-interval.tsx';
import { hasRoles, type TierListSort } from './api/tier-list-api.ts';
import { CountersCell, FoldedCounters } from './counters.tsx';
import { shownTier } from './small-samples.ts';

const TIER_CLASSES: Record<TierLetter, string> = {
  'S+': 'bg-rose-500/15 text-rose-300 ring-rose-400/40',
  S: 'bg-orange-500/15 text-orange-300 ring-orange-400/40',
  A: 'bg-amber-400/15 text-amber-200 ring-amber-300/40',
  B: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/40',
  C: 'bg-sky-500/15 text-sky-300 ring-sky-400/40',
  D: 'bg-slate-500/15 text-slate-300 ring-slate-400/40',
};

// Phones show champion, tier, win rate and games; the row order gives the rank, and role, pick
// and ban rate, the change and the hardest matchups fold under the champion's name, so nothing
// scrolls sideways.
// The rank and champion columns stay in view should a narrow window scroll the others sideways.
const WIDE_ONLY = 'hidden sm:table-cell';
const STICKY_RANK = `${WIDE_ONLY} sticky left-0 z-10 w-10 min-w-10 bg-surface`;
const STICKY_CHAMPION =
  'sticky left-0 z-10 bg-surface shadow-[1px_0_0_var(--color-line)] sm:left-10';
const CELL = 'border-b border-line px-1.5 py-2 sm:px-3';
const HEAD =
  'border-b border-line px-1.5 py-2.5 text-[0.7rem] font-semibold uppercase sm:px-3 sm:text-xs sm:tracking-wide';

type ColumnKey =
  | 'rank'
  | 'champion'
  | 'role'
  | 'tier'
  | 'win_rate'
  | 'pick_rate'
  | 'ban_rate'
  | 'change'
  | 'counters'
  | 'matches';

interface Column {
  key: ColumnKey;
  /** What the column's head sorts by; none for the hardest matchups. */
  sort?: ChampionSort;
  /** A second sort of the same column, pressed beside the first (the win rate's lower bound). */
  alt?: { sort: 'win_rate_low' };
  className: string;
}

// The rank and the tier letter both follow the score.
const COLUMNS: readonly Column[] = [
  { key: 'rank', sort: 'score', className: `${STICKY_RANK} text-center` },
  { key: 'champion', sort: 'name', className: `${STICKY_CHAMPION} text-left` },
  { key: 'role', sort: 'role', className: `${WIDE_ONLY} text-center` },
  { key: 'tier', sort: 'score', className: 'text-center' },
  {
    key: 'win_rate',
    sort: 'win_rate',
    alt: { sort: 'win_rate_low' },
    className: 'text-right',
  },
  { key: 'pick_rate', sort: 'pick_rate', className: `${WIDE_ONLY} text-right` },
  { key: 'ban_rate', sort: 'ban_rate', className: `${WIDE_ONLY} text-right` },
  { key: 'change', sort: 'win_rate_change', className: `${WIDE_ONLY} text-right` },
  { key: 'counters', className: `${WIDE_ONLY} text-center` },
  { key: 'matches', sort: 'games', className: 'text-right' },
];

/**
 * A queue's columns: ARAM has no lanes and no ban phase (Riot's ARAM documents carry no bans),
 * so its list has no role, ban rate or counters to show.
 */
const LANELESS = new Set<ColumnKey>(['role', 'ban_rate', 'counters']);
const columnsOf = (queue: TierListQueue): readonly Column[] =>
  hasRoles(queue) ? COLUMNS : COLUMNS.filter((column) => !LANELESS.has(column.key));

/** The sorts of `queue`'s columns, in CHAMPION_SORTS' order: what the phone's sort menu offers. */
export function sortsOf(queue: TierListQueue): ChampionSort[] {
  const columns = columnsOf(queue);
  return CHAMPION_SORTS.filter((sort) =>
    columns.some((column) => column.sort === sort || column.alt?.sort === sort),
  );
}

export interface TierListFormats {
  percent: (value: number) => string;
  points: (value: number) => string;
  count: (value: number) => string;
}

export function tierListFormats(language: Language): TierListFormats {
  return {
    percent: (value: number) => formatPercent(value, language, 1),
    points: (value: number) => formatDecimal(value, language, 1),
    count: (value: number) => formatCount(value, language),
  };
}

/** Phones mark only the sorted column: the others' marks would cost width they do not have. */
function SortMark({ direction }: { direction: 'ascending' | 'descending' | null }) {
  return (
    <svg
      viewBox="0 0 10 14"
      aria-hidden="true"
      className={`size-2.5 shrink-0 sm:size-3 ${direction ? 'text-accent' : 'hidden opacity-40 sm:block'}`}
      fill="currentColor"
    >
      {direction !== 'descending' && <path d="M5 1l4 5H1z" />}
      {direction !== 'ascending' && <path d="M5 13l4-5H1z" />}
    </svg>
  );
}

type Direction = 'ascending' | 'descending' | null;

const directionOf = (sort: TierListSort | undefined, columnSort: ChampionSort): Direction =>
  sort?.sort === columnSort ? (sort.order === 'asc' ? 'ascending' : 'descending') : null;

/** A column head's button: sorts by it, and again the other way. */
function SortButton({
  label,
  direction,
  title,
  isMinor = false,
  onClick,
}: {
  label: string;
  direction: Direction;
  title?: string;
  isMinor?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={title}
      className={`inline-flex items-center gap-1 rounded uppercase hover:text-text ${
        direction ? 'text-text' : ''
      } ${isMinor ? 'text-[0.6rem] font-medium tracking-normal sm:text-[0.65rem]' : ''}`}
    >
      {label}
      <SortMark direction={direction} />
    </button>
  );
}

/** Column heads; with `onSort`, each is a button that sorts by it, and again the other way. */
function Head({
  columns,
  sort,
  onSort,
}: {
  columns: readonly Column[];
  sort?: TierListSort;
  onSort?: (sort: ChampionSort) => void;
}) {
  const { t } = useTranslation('tier-list');
  return (
    <thead className="text-muted">
      <tr>
        {columns.map((column) => {
          const columnSort = column.sort;
          const direction = columnSort ? directionOf(sort, columnSort) : null;
          const altDirection = column.alt ? directionOf(sort, column.alt.sort) : null;
          const label = t(`table.${column.key}`);
          const hint =
            column.key === 'change'
              ? t('table.change_hint')
              : column.key === 'counters'
                ? t('table.counters_hint', { min: CHAMPION_PAGE_MIN_SAMPLE })
                : undefined;
          return (
            <th
              key={column.key}
              scope="col"
              aria-sort={onSort && columnSort ? (direction ?? altDirection ?? 'none') : undefined}
              title={hint}
              className={`${HEAD} ${column.className}`}
            >
              {onSort && columnSort ? (
                <span className="inline-flex flex-col items-end gap-0.5">
                  <SortButton
                    label={label}
                    direction={direction}
                    onClick={() => onSort(columnSort)}
                  />
                  {column.alt && (
                    <SortButton
                      label={t(`table.${column.alt.sort}`)}
                      title={t(`table.${column.alt.sort}_hint`)}
                      direction={altDirection}
                      isMinor
                      onClick={() => column.alt && onSort(column.alt.sort)}
                    />
                  )}
                </span>
              ) : (
                label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

function Missing() {
  const { t } = useTranslation('tier-list');
  return <span className="text-muted">{t('table.missing')}</span>;
}

function TierBadge({ tier, isSmall = false }: { tier: TierLetter; isSmall?: boolean }) {
  return (
    <span
      className={`inline-flex items-center justify-center rounded-md font-extrabold ring-1 ${TIER_CLASSES[tier]} ${
        isSmall ? 'h-4 min-w-5 px-1 text-[0.65rem]' : 'h-6 min-w-8 px-1.5 text-xs'
      }`}
    >
      {tier}
    </span>
  );
}

/**
 * The win rate against the previous patch, in percentage points with an arrow, and the tier
 * letter it had there when that differs from today's.
 */
function Change({
  row,
  tier,
  format,
}: {
  row: ChampionRow;
  tier: TierLetter | null;
  format: TierListFormats;
}) {
  const { t } = useTranslation('tier-list');
  const change = row.win_rate_change;
  const hasTierChanged = row.previous_tier !== null && row.previous_tier !== tier;
  if (change === null && !hasTierChanged) return <Missing />;
  const rounded = change === null ? 0 : Math.round(change * 10) / 10;
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-x-1.5 gap-y-0.5">
      {change !== null && (
        <span
          className={`whitespace-nowrap tabular-nums ${
            rounded > 0 ? 'text-win' : rounded < 0 ? 'text-loss' : 'text-muted'
          }`}
        >
          {rounded !== 0 && <span aria-hidden="true">{rounded > 0 ? '▲ ' : '▼ '}</span>}
          <span className="sr-only">
            {rounded > 0 ? t('change.up') : rounded < 0 ? t('change.down') : t('change.same')}{' '}
          </span>
          {format.points(Math.abs(rounded))}
        </span>
      )}
      {hasTierChanged && row.previous_tier && (
        <span className="inline-flex items-center gap-1 text-[0.7rem] whitespace-nowrap text-muted">
          {t('change.was')}
          <TierBadge tier={row.previous_tier} isSmall />
        </span>
      )}
    </span>
  );
}

function Percent({ value, format }: { value: number | null; format: TierListFormats }) {
  return value === null ? <Missing /> : format.percent(value);
}

/** The small-sample mark's texts, read once for the whole table. */
interface SmallTexts {
  letter: string;
  label: string;
  shortLabel: string;
  hint: string;
}

/**
 * The tier letter, or for a row under the letter's minimum sample "—" with the small-sample mark:
 * never a letter on too few games (docs/tier-list-score.md).
 */
function TierCell({
  row,
  tier,
  small,
}: {
  row: ChampionRow;
  tier: TierLetter | null;
  small: SmallTexts;
}) {
  if (tier) return <TierBadge tier={tier} />;
  if (row.games >= TIER_LETTER_MIN_GAMES) return <Missing />;
  return (
    <span className="inline-flex flex-col items-center gap-0.5" data-small-sample="">
      <span className="text-muted">{small.letter}</span>
      <SmallSampleMark label={small.label} shortLabel={small.shortLabel} hint={small.hint} />
    </span>
  );
}

/** The champion page of a row's champion and role, the slice kept. */
function championPath(language: Language, row: ChampionRow, slice: ChampionSlice): string | null {
  return row.key === null ? null : championHref(language, row.key, row.role, slice);
}

/**
 * What phones fold under the champion's name: role, pick and ban rate, the change, and the
 * hardest matchups as icons a tap opens.
 */
function Folded({
  row,
  tier,
  format,
  language,
  slice,
}: {
  row: ChampionRow;
  tier: TierLetter | null;
  format: TierListFormats;
  language: Language;
  slice: ChampionSlice;
}) {
  const { t } = useTranslation('tier-list');
  const rates = [
    { key: 'pick', value: row.pick_rate },
    ...(hasRoles(slice.queue) ? [{ key: 'ban', value: row.ban_rate } as const] : []),
  ] as const;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-[0.7rem] font-normal text-muted sm:hidden">
      {row.role && (
        <span className="inline-flex items-center gap-0.5">
          <RoleIcon role={row.role} className="size-3.5" />
          {t(`roles.${row.role}`)}
        </span>
      )}
      {rates.map(
        ({ key, value }) =>
          value !== null && (
            <span key={key} className="whitespace-nowrap">
              {t(`folded.${key}`, { value: format.percent(value) })}
            </span>
          ),
      )}
      {(row.win_rate_change !== null || row.previous_tier !== null) && (
        <Change row={row} tier={tier} format={format} />
      )}
      <FoldedCounters row={row} language={language} slice={slice} />
    </span>
  );
}

const TABLE = 'w-full border-separate border-spacing-0 text-sm';
const FRAME = 'overflow-x-auto rounded-xl border border-line bg-surface';

/** The tier list: one row per champion and role, in the server's order (docs/product.md, Tier list). */
export function TierListTable({
  rows,
  language,
  slice,
  sort,
  onSort,
  isBusy,
}: {
  rows: readonly ChampionRow[];
  language: Language;
  /** The filters the rows were computed for, which their links carry to the champion pages. */
  slice: ChampionSlice;
  sort: TierListSort;
  onSort: (sort: ChampionSort) => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation('tier-list');
  const format = useMemo(() => tierListFormats(language), [language]);
  const small: SmallTexts = {
    letter: t('small.letter'),
    label: t('small.mark'),
    shortLabel: t('small.mark_short'),
    hint: t('small.mark_hint', { min: format.count(TIER_LETTER_MIN_GAMES) }),
  };
  const isLaned = hasRoles(slice.queue);
  return (
    <div className={FRAME}>
      <table aria-label={t('table.label')} aria-busy={isBusy} className={TABLE}>
        <Head columns={columnsOf(slice.queue)} sort={sort} onSort={onSort} />
        <tbody>
          {rows.map((row, index) => {
            const tier = shownTier(row);
            const path = championPath(language, row, slice);
            // A long name (Heimerdinger) may break within itself on a phone rather than
            // widen the whole list's table past the screen.
            const champion = (
              <>
                <GameImage
                  src={row.image_url}
                  alt=""
                  name={row.name}
                  width={32}
                  height={32}
                  className="block size-7 shrink-0 rounded-md sm:size-8"
                />
                <span className="min-w-0 text-[0.8125rem] [overflow-wrap:anywhere] sm:text-sm sm:[overflow-wrap:normal]">
                  {row.name}
                </span>
              </>
            );
            return (
              // A named group: the win rates' intervals show on their own hover (group), not the row's.
              <tr key={`${row.id}-${row.role}`} className="group/row">
                <td
                  className={`${CELL} ${STICKY_RANK} text-center text-muted tabular-nums group-hover/row:bg-surface-2`}
                >
                  {index + 1}
                </td>
                <th
                  scope="row"
                  className={`${CELL} ${STICKY_CHAMPION} text-left font-semibold group-hover/row:bg-surface-2`}
                >
                  {path ? (
                    <Link
                      to={path}
                      className="flex items-center gap-2 rounded-md hover:text-accent sm:gap-2.5"
                    >
                      {champion}
                    </Link>
                  ) : (
                    <span className="flex items-center gap-2 sm:gap-2.5">{champion}</span>
                  )}
                  <Folded row={row} tier={tier} format={format} language={language} slice={slice} />
                </th>
                {isLaned && (
                  <td className={`${CELL} ${WIDE_ONLY} text-center group-hover/row:bg-surface-2`}>
                    {row.role ? (
                      <span className="inline-flex items-center justify-center gap-1.5 text-xs text-muted">
                        <RoleIcon role={row.role} className="size-5 shrink-0" />
                        {t(`roles.${row.role}`)}
                      </span>
                    ) : (
                      <span className="text-[0.7rem] text-muted italic sm:text-xs">
                        {t('roles.invalid')}
                      </span>
                    )}
                  </td>
                )}
                <td className={`${CELL} text-center group-hover/row:bg-surface-2`}>
                  <TierCell row={row} tier={tier} small={small} />
                </td>
                <td className={`${CELL} text-right tabular-nums group-hover/row:bg-surface-2`}>
                  {row.win_rate === null ? (
                    <Missing />
                  ) : (
                    <WinRateInterval bounds={row}>{format.percent(row.win_rate)}</WinRateInterval>
                  )}
                </td>
                <td
                  className={`${CELL} ${WIDE_ONLY} text-right tabular-nums group-hover/row:bg-surface-2`}
                >
                  <Percent value={row.pick_rate} format={format} />
                </td>
                {isLaned && (
                  <td
                    className={`${CELL} ${WIDE_ONLY} text-right tabular-nums group-hover/row:bg-surface-2`}
                  >
                    <Percent value={row.ban_rate} format={format} />
                  </td>
                )}
                <td className={`${CELL} ${WIDE_ONLY} text-right group-hover/row:bg-surface-2`}>
                  <Change row={row} tier={tier} format={format} />
                </td>
                {isLaned && (
                  <td className={`${CELL} ${WIDE_ONLY} text-center group-hover/row:bg-surface-2`}>
                    <CountersCell row={row} language={language} slice={slice} />
                  </td>
                )}
                <td
                  className={`${CELL} text-right text-muted tabular-nums group-hover/row:bg-surface-2`}
                >
                  {format.count(row.games)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The table's frame and a few grey rows of `queue`'s columns while the first page loads. */
export function TierListTableSkeleton({
  rows = 10,
  queue,
}: {
  rows?: number;
  queue: TierListQueue;
}) {
  const isLaned = hasRoles(queue);
  return (
    <div className={FRAME} aria-hidden="true">
      <table className={TABLE}>
        <Head columns={columnsOf(queue)} />
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              <td className={`${CELL} ${STICKY_RANK}`}>
                <Skeleton className="mx-auto h-4 w-5" />
              </td>
              <td className={`${CELL} ${STICKY_CHAMPION}`}>
                <span className="flex items-center gap-2 sm:gap-2.5">
                  <Skeleton className="size-7 shrink-0 sm:size-8" />
                  <Skeleton className="h-4 w-24" />
                </span>
              </td>
              {isLaned && (
                <td className={`${CELL} ${WIDE_ONLY}`}>
                  <Skeleton className="mx-auto size-5" />
                </td>
              )}
              <td className={CELL}>
                <Skeleton className="mx-auto h-6 w-8" />
              </td>
              <td className={CELL}>
                <Skeleton className="ml-auto h-4 w-12" />
              </td>
              <td className={`${CELL} ${WIDE_ONLY}`}>
                <Skeleton className="ml-auto h-4 w-12" />
              </td>
              {isLaned && (
                <td className={`${CELL} ${WIDE_ONLY}`}>
                  <Skeleton className="ml-auto h-4 w-12" />
                </td>
              )}
              <td className={`${CELL} ${WIDE_ONLY}`}>
                <Skeleton className="ml-auto h-4 w-10" />
              </td>
              {isLaned && (
                <td className={`${CELL} ${WIDE_ONLY}`}>
                  <Skeleton className="mx-auto h-7 w-24" />
                </td>
              )}
              <td className={CELL}>
                <Skeleton className="ml-auto h-4 w-10" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ChampionRow, Language, TierLetter } from '@riftscope/contracts';
import { tierLetter } from '@riftscope/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GameImage } from '../../shared/ui/game-image.tsx';
import { RoleIcon } from '../../shared/ui/role-icon.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';

const TIER_CLASSES: Record<TierLetter, string> = {
  'S+': 'bg-rose-500/15 text-rose-300 ring-rose-400/40',
  S: 'bg-orange-500/15 text-orange-300 ring-orange-400/40',
  A: 'bg-amber-400/15 text-amber-200 ring-amber-300/40',
  B: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/40',
  C: 'bg-sky-500/15 text-sky-300 ring-sky-400/40',
  D: 'bg-slate-500/15 text-slate-300 ring-slate-400/40',
};

// Phones show champion, tier, win rate and games: the row order gives the rank, and role and
// pick rate would make the table scroll sideways there. The rank and champion columns stay in
// view should a narrow window scroll the others sideways.
const WIDE_ONLY = 'hidden sm:table-cell';
const STICKY_RANK = `${WIDE_ONLY} sticky left-0 z-10 w-10 min-w-10 bg-surface`;
const STICKY_CHAMPION =
  'sticky left-0 z-10 bg-surface shadow-[1px_0_0_var(--color-line)] sm:left-10';
const CELL = 'border-b border-line px-1.5 py-2 sm:px-3';
const HEAD =
  'border-b border-line px-1.5 py-2.5 text-[0.7rem] font-semibold uppercase sm:px-3 sm:text-xs sm:tracking-wide sm:whitespace-nowrap';

function formats(language: Language) {
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const count = new Intl.NumberFormat(language);
  return {
    percent: (value: number) => percent.format(value / 100),
    count: (value: number) => count.format(value),
  };
}

function Head() {
  const { t } = useTranslation('tier-list');
  return (
    <thead className="text-muted">
      <tr>
        <th scope="col" className={`${HEAD} ${STICKY_RANK} text-center`}>
          {t('table.rank')}
        </th>
        <th scope="col" className={`${HEAD} ${STICKY_CHAMPION} text-left`}>
          {t('table.champion')}
        </th>
        <th scope="col" className={`${HEAD} ${WIDE_ONLY} text-center`}>
          {t('table.role')}
        </th>
        <th scope="col" className={`${HEAD} text-center`}>
          {t('table.tier')}
        </th>
        <th scope="col" className={`${HEAD} text-right`}>
          {t('table.win_rate')}
        </th>
        <th scope="col" className={`${HEAD} ${WIDE_ONLY} text-right`}>
          {t('table.pick_rate')}
        </th>
        <th scope="col" className={`${HEAD} text-right`}>
          {t('table.matches')}
        </th>
      </tr>
    </thead>
  );
}

const TABLE = 'w-full border-separate border-spacing-0 text-sm';
const FRAME = 'overflow-x-auto rounded-xl border border-line bg-surface';

/** The tier list: one row per champion and role, best first (SPEC.md §2 Tier list). */
export function TierListTable({
  rows,
  language,
  isBusy,
}: {
  rows: readonly ChampionRow[];
  language: Language;
  isBusy: boolean;
}) {
  const { t } = useTranslation('tier-list');
  const format = useMemo(() => formats(language), [language]);
  const missing = t('table.missing');
  return (
    <div className={FRAME}>
      <table aria-label={t('table.label')} aria-busy={isBusy} className={TABLE}>
        <Head />
        <tbody>
          {rows.map((row, index) => {
            const tier = tierLetter(row.score);
            return (
              <tr key={`${row.id}-${row.role}`} className="group">
                <td
                  className={`${CELL} ${STICKY_RANK} text-center text-muted tabular-nums group-hover:bg-surface-2`}
                >
                  {index + 1}
                </td>
                <th
                  scope="row"
                  className={`${CELL} ${STICKY_CHAMPION} text-left font-semibold group-hover:bg-surface-2`}
                >
                  <span className="flex items-center gap-2 sm:gap-2.5">
                    <GameImage
                      src={row.image_url}
                      alt=""
                      width={32}
                      height={32}
                      className="block size-7 shrink-0 rounded-md sm:size-8"
                    />
                    <span className="min-w-0 break-words">{row.name}</span>
                  </span>
                </th>
                <td className={`${CELL} ${WIDE_ONLY} text-center group-hover:bg-surface-2`}>
                  {row.role ? (
                    <span
                      className="inline-flex items-center justify-center text-muted"
                      title={t(`roles.${row.role}`)}
                    >
                      <RoleIcon role={row.role} className="size-5" />
                      <span className="sr-only">{t(`roles.${row.role}`)}</span>
                    </span>
                  ) : (
                    <span className="text-[0.7rem] text-muted italic sm:text-xs">
                      {t('roles.invalid')}
                    </span>
                  )}
                </td>
                <td className={`${CELL} text-center group-hover:bg-surface-2`}>
                  {tier ? (
                    <span
                      className={`inline-flex h-6 min-w-8 items-center justify-center rounded-md px-1.5 text-xs font-extrabold ring-1 ${TIER_CLASSES[tier]}`}
                    >
                      {tier}
                    </span>
                  ) : (
                    <span className="text-muted">{missing}</span>
                  )}
                </td>
                <td className={`${CELL} text-right tabular-nums group-hover:bg-surface-2`}>
                  {row.win_rate === null ? (
                    <span className="text-muted">{missing}</span>
                  ) : (
                    format.percent(row.win_rate)
                  )}
                </td>
                <td
                  className={`${CELL} ${WIDE_ONLY} text-right tabular-nums group-hover:bg-surface-2`}
                >
                  {row.pick_rate === null ? (
                    <span className="text-muted">{missing}</span>
                  ) : (
                    format.percent(row.pick_rate)
                  )}
                </td>
                <td
                  className={`${CELL} text-right text-muted tabular-nums group-hover:bg-surface-2`}
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

/** The table's frame and a few grey rows while the first page loads. */
export function TierListTableSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <div className={FRAME} aria-hidden="true">
      <table className={TABLE}>
        <Head />
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
              <td className={`${CELL} ${WIDE_ONLY}`}>
                <Skeleton className="mx-auto size-5" />
              </td>
              <td className={CELL}>
                <Skeleton className="mx-auto h-6 w-8" />
              </td>
              <td className={CELL}>
                <Skeleton className="ml-auto h-4 w-12" />
              </td>
              <td className={`${CELL} ${WIDE_ONLY}`}>
                <Skeleton className="ml-auto h-4 w-12" />
              </td>
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

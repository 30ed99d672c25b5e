import type { ChampionSlice, RuneStats, RunesList } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { runeHref } from '../../../shared/champion-filters/slice-search.ts';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { FIGURE_CELL as CELL, FIGURE_HEAD as HEAD } from '../../../shared/ui/figure-table.tsx';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { IconName } from '../../../shared/ui/icon-name.tsx';
import { usePercent, WinRate } from '../../../shared/ui/record-figures.tsx';

type RuneTree = RunesList['trees'][number];

/** The tree's runes row by row (keystones first), each row in the answer's order. */
export function runesBySlot(runes: readonly RuneStats[]): [number, RuneStats[]][] {
  const rows = new Map<number, RuneStats[]>();
  for (const rune of runes) rows.set(rune.slot, [...(rows.get(rune.slot) ?? []), rune]);
  return [...rows.entries()].sort(([a], [b]) => a - b);
}

/** "Keystones", or "Row 2" for a row of minor runes. */
export function useRowLabel() {
  const { t } = useTranslation('runes');
  return (slot: number, { isOne = false } = {}) =>
    slot === 0 ? t(isOne ? 'row.keystone' : 'row.keystones') : t('row.minor', { row: slot });
}

/** The tree as the primary one: its pick rate, win rate and games; then its games as secondary. */
function TreeFigures({ tree, minSample }: { tree: RuneTree; minSample: number }) {
  const { t } = useTranslation('runes');
  const language = useLanguage();
  const percent = usePercent();
  return (
    <div className="mt-3 space-y-1.5">
      <p className="text-xs font-semibold text-muted">{t('tree.primary')}</p>
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-surface-2/60 p-2.5">
        <div className="min-w-0">
          <dt className="text-[0.65rem] font-semibold tracking-wide text-muted uppercase">
            {t('tree.pick_rate')}
          </dt>
          <dd className="text-base font-bold tabular-nums">{percent(tree.pick_rate)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-[0.65rem] font-semibold tracking-wide text-muted uppercase">
            {t('tree.win_rate')}
          </dt>
          <dd className="text-base font-bold tabular-nums">
            <WinRate entry={tree} minSample={minSample} align="start" />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-[0.65rem] font-semibold tracking-wide text-muted uppercase">
            {t('tree.games')}
          </dt>
          <dd className="text-base font-bold tabular-nums">{formatCount(tree.games, language)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted">
        {t('tree.secondary', {
          count: tree.secondary_games,
          formatted: formatCount(tree.secondary_games, language),
        })}
      </p>
    </div>
  );
}

/** A rune's line: its icon and name (a link to its page in the same slice) and its figures. */
function RuneRow({
  rune,
  minSample,
  slice,
}: {
  rune: RuneStats;
  minSample: number;
  slice: ChampionSlice;
}) {
  const language = useLanguage();
  const percent = usePercent();
  const isKeystone = rune.slot === 0;
  return (
    <tr>
      <th scope="row" className={`${CELL} pl-0 text-left font-semibold sm:pl-0`}>
        <IconName
          to={runeHref(language, rune.id, slice)}
          src={rune.icon}
          name={rune.name}
          iconClassName={`rounded-full bg-bg ${isKeystone ? 'size-8' : 'size-7'}`}
        />
      </th>
      <td className={`${CELL} text-right tabular-nums`}>{percent(rune.pick_rate)}</td>
      <td className={`${CELL} text-right tabular-nums`}>
        <WinRate entry={rune} minSample={minSample} isCompact />
      </td>
      <td className={`${CELL} pr-0 text-right text-muted tabular-nums sm:pr-0`}>
        {formatCount(rune.games, language)}
      </td>
    </tr>
  );
}

/**
 * One rune tree: its icon and name, its record as the primary tree, then its runes row by row,
 * keystones first, each with its pick rate, win rate (interval and small-sample mark) and games.
 */
export function RuneTreeSection({
  tree,
  minSample,
  slice,
}: {
  tree: RuneTree;
  minSample: number;
  /** The filters the figures were computed for, which the runes' links carry. */
  slice: ChampionSlice;
}) {
  const { t } = useTranslation('runes');
  const headingId = useId();
  const rowLabel = useRowLabel();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-line bg-surface p-3 sm:p-4"
    >
      <div className="flex items-center gap-3">
        <GameImage
          src={tree.icon}
          alt=""
          name={tree.name}
          width={40}
          height={40}
          className="block size-10 shrink-0 rounded-full bg-bg"
        />
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {tree.name}
        </h2>
      </div>
      <TreeFigures tree={tree} minSample={minSample} />
      <table aria-label={t('tree.table', { tree: tree.name })} className="mt-3 w-full text-sm">
        <thead>
          <tr>
            <th scope="col" className={`${HEAD} pl-0 text-left sm:pl-0`}>
              {t('table.rune')}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t('table.pick_rate')}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t('table.win_rate')}
            </th>
            <th scope="col" className={`${HEAD} pr-0 text-right sm:pr-0`}>
              {t('table.games')}
            </th>
          </tr>
        </thead>
        {runesBySlot(tree.runes).map(([slot, runes]) => (
          <tbody key={slot}>
            <tr>
              <th
                scope="colgroup"
                colSpan={4}
                className="border-t border-line pt-3 pb-1 text-left text-xs font-semibold text-accent"
              >
                {rowLabel(slot)}
              </th>
            </tr>
            {runes.map((rune) => (
              <RuneRow key={rune.id} rune={rune} minSample={minSample} slice={slice} />
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}

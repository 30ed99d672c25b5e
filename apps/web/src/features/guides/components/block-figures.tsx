import { CHAMPION_PAGE_MIN_SAMPLE, type GuideBuild } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { usePercent, WinRate } from '../../../shared/ui/record-figures.tsx';

export type BlockStats = GuideBuild['stats']['core_items'];

/**
 * "Patch 15.22 · Ranked Solo/Duo · Emerald+ · all regions": the slice today's figures of a
 * guide's build are over (docs/guides.md).
 */
export function useSliceText() {
  const { t } = useTranslation('guides');
  return (patch: string | null) =>
    patch === null ? t('stats.slice_no_patch') : t('stats.slice', { patch });
}

/**
 * Today's figures of a build block's exact choice: the win rate with its interval (greyed and
 * marked under the champion pages' minimum sample), the games and wins, and the pick rate of the
 * players who could have made it. Without games: says so, naming the slice.
 */
export function BlockFigures({
  stats,
  patch,
  label,
}: {
  stats: BlockStats;
  /** The figures' patch (the build's `stats.patch`). */
  patch: string | null;
  /** What the figures are of, read out as the list's name. */
  label: string;
}) {
  const { t } = useTranslation('guides');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const percent = usePercent();
  const sliceText = useSliceText();

  if (stats === null) {
    return (
      <div className="rounded-lg bg-surface-2/60 px-3 py-2 text-xs text-muted">
        <p className="font-semibold text-text">{t('stats.none')}</p>
        <p>{sliceText(patch)}</p>
      </div>
    );
  }
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-3 gap-2 rounded-lg bg-surface-2/60 px-3 py-2 text-xs tabular-nums"
    >
      <div className="min-w-0">
        <dt className="text-muted">{tc('figures.win_rate')}</dt>
        <dd className="text-sm font-bold">
          <WinRate entry={stats} minSample={CHAMPION_PAGE_MIN_SAMPLE} isCompact align="start" />
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted">{tc('figures.games')}</dt>
        <dd className="text-sm font-bold">{formatCount(stats.games, language)}</dd>
        <dd className="text-muted">
          {tc('figures.win_count', {
            count: stats.wins,
            formatted: formatCount(stats.wins, language),
          })}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted">{tc('figures.pick_rate')}</dt>
        <dd className="text-sm font-bold">{percent(stats.pick_rate)}</dd>
        <dd className="text-muted">
          {t('stats.of_players', {
            count: stats.sample,
            formatted: formatCount(stats.sample, language),
          })}
        </dd>
      </div>
    </dl>
  );
}

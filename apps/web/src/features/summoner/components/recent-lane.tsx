import {
  LANE_MINUTES,
  type LaneAverage,
  type Language,
  type QueueFilter,
  type RecentSummary,
} from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCount,
  formatDecimal,
  formatDuration,
  formatSigned,
} from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';

/** Queue tabs whose games are never played in lanes: no lane block at all. */
const LANELESS: readonly QueueFilter[] = ['aram', 'arena'];
const AT_KEYS = { 10: 'at_10', 15: 'at_15' } as const;
/** Gold and XP whole, CS with one decimal, as the answer rounds them. */
const FIGURES = [
  { key: 'gold', format: (language: Language) => (n: number) => formatCount(n, language) },
  { key: 'cs', format: (language: Language) => (n: number) => formatDecimal(n, language, 1) },
  { key: 'xp', format: (language: Language) => (n: number) => formatCount(n, language) },
] as const;

function AverageLine({
  minute,
  average,
  total,
}: {
  minute: number;
  average: LaneAverage;
  total: number;
}) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  return (
    <div className="contents">
      <dt className="text-muted">{t('recent.lane_at', { time: formatDuration(minute * 60) })}</dt>
      <dd className="flex min-w-0 flex-wrap gap-x-2">
        {FIGURES.map(({ key, format }, index) => (
          <span key={key} className="font-semibold whitespace-nowrap tabular-nums">
            {index > 0 && (
              <span aria-hidden="true" className="mr-2 font-normal text-muted">
                ·
              </span>
            )}
            {t(`recent.lane_${key}`, { value: formatSigned(average[key], format(language)) })}
          </span>
        ))}
        <span className="whitespace-nowrap text-muted">
          {t('recent.lane_sample', { games: average.games, count: total })}
        </span>
      </dd>
    </div>
  );
}

/**
 * The summary's lane: average gold, CS and XP differences against the lane opponent at 10 and
 * 15 minutes over the games whose timeline is stored, each with its sample (docs/player-page.md,
 * The lane); says so when none has them. Nothing on the tabs of modes without lanes.
 */
export function RecentLane({ summary, className }: { summary: RecentSummary; className: string }) {
  const { t } = useTranslation('summoner');
  const headingId = useId();
  if (LANELESS.includes(summary.queue)) return null;
  const minutes = LANE_MINUTES.flatMap((minute) => {
    const average = summary.lane[AT_KEYS[minute]];
    return average ? [{ minute, average }] : [];
  });
  return (
    <div className={`min-w-0 ${className}`}>
      <h3 id={headingId} className="mb-1.5 text-xs font-semibold text-muted uppercase">
        {t('recent.lane_title')}
      </h3>
      {minutes.length > 0 ? (
        <>
          <dl
            aria-labelledby={headingId}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm"
          >
            {minutes.map(({ minute, average }) => (
              <AverageLine key={minute} minute={minute} average={average} total={summary.games} />
            ))}
          </dl>
          <p className="mt-1 text-xs text-muted">{t('recent.lane_note')}</p>
        </>
      ) : (
        <p className="text-sm text-muted">{t('recent.lane_none')}</p>
      )}
    </div>
  );
}

import type { ChampionPage } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useIntervalText } from '../../../shared/ui/win-rate-interval.tsx';
import { Panel } from './panel.tsx';
import { isSmallSample, useGamesText } from './sample.tsx';

type Bucket = ChampionPage['by_length'][number];

/** The least the axis spans either side of 50%, so that small differences stay small. */
const MIN_SPAN = 10;
/** The share of each half of the chart a bar may fill: the rest holds its label. */
const BAR_ROOM = 70;

/** Where a win rate sits on the chart, in percent of its height from the top, kept inside it. */
const heightOf = (winRate: number, span: number) =>
  Math.min(100, Math.max(0, 50 - ((winRate - 50) / span) * (BAR_ROOM / 2)));

/** The bucket's 95 % interval as a thin whisker beside its bar, clear of its label. */
function IntervalWhisker({ bucket, span }: { bucket: Bucket; span: number }) {
  if (bucket.win_rate_low === null || bucket.win_rate_high === null) return null;
  const top = heightOf(bucket.win_rate_high, span);
  const bottom = heightOf(bucket.win_rate_low, span);
  return (
    <div
      data-interval={`${bucket.win_rate_low}-${bucket.win_rate_high}`}
      className="absolute right-0 w-0.5 rounded-full bg-text/40"
      style={{ top: `${top}%`, height: `max(${bottom - top}%, 1px)` }}
    />
  );
}

/**
 * Win rate in each game-length bucket as bars above or below 50%, its 95 % interval as a whisker,
 * the games of each under it; buckets under the minimum sample are drawn hollow and marked.
 * Screen readers get a table, the interval in words.
 */
export function LengthChart({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const gamesText = useGamesText();
  const intervalText = useIntervalText();
  const buckets = page.by_length;
  const label = (bucket: Bucket) =>
    bucket.to === null
      ? t('length.last', { from: bucket.from })
      : t('length.bucket', { from: bucket.from, to: bucket.to });
  const span = Math.max(
    MIN_SPAN,
    ...buckets.map((b) => (b.win_rate === null ? 0 : Math.abs(b.win_rate - 50))),
  );
  return (
    <Panel title={t('length.title')}>
      {/* A table ignores the width of sr-only; the box around it does not. */}
      <div className="sr-only">
        <table>
          <caption>{t('length.caption', { champion: page.champion.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('length.length')}</th>
              <th scope="col">{t('length.win_rate')}</th>
              <th scope="col">{t('length.games')}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.from}>
                <th scope="row">{label(bucket)}</th>
                <td>
                  {bucket.win_rate === null
                    ? t('missing')
                    : formatPercent(bucket.win_rate, language, 1)}
                  {intervalText(bucket) !== null && ` (${intervalText(bucket)})`}
                </td>
                <td>
                  {formatCount(bucket.games, language)}
                  {isSmallSample(bucket, page.min_sample) && ` (${t('sample.small')})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div aria-hidden="true">
        <div className="relative h-40">
          <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-muted/50" />
          <span className="absolute top-1/2 left-0 -translate-y-full pb-0.5 text-[0.65rem] text-muted">
            {formatPercent(50, language, 1)}
          </span>
          <div className="absolute inset-0 grid grid-cols-5 gap-2 pl-8">
            {buckets.map((bucket) => {
              const isSmall = isSmallSample(bucket, page.min_sample);
              if (bucket.win_rate === null) {
                return (
                  <div key={bucket.from} className="relative">
                    <span className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-xs text-muted">
                      {t('missing')}
                    </span>
                  </div>
                );
              }
              const isUp = bucket.win_rate >= 50;
              const height = (Math.abs(bucket.win_rate - 50) / span) * (BAR_ROOM / 2);
              const bar = isSmall
                ? 'border border-dashed border-muted/70 bg-transparent'
                : isUp
                  ? 'bg-win/80'
                  : 'bg-loss/80';
              return (
                <div key={bucket.from} className="relative">
                  <div
                    className={`absolute inset-x-1 rounded-sm ${bar} ${isUp ? 'rounded-b-none' : 'rounded-t-none'}`}
                    style={
                      isUp
                        ? { bottom: '50%', height: `max(${height}%, 2px)` }
                        : { top: '50%', height: `max(${height}%, 2px)` }
                    }
                  />
                  <IntervalWhisker bucket={bucket} span={span} />
                  <span
                    className={`absolute inset-x-0 text-center text-[0.7rem] font-semibold tabular-nums ${
                      isSmall ? 'text-muted' : isUp ? 'text-win' : 'text-loss'
                    }`}
                    style={
                      isUp
                        ? { bottom: `calc(50% + ${height}% + 2px)` }
                        : { top: `calc(50% + ${height}% + 2px)` }
                    }
                  >
                    {formatPercent(bucket.win_rate, language, 1)}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
        <div className="mt-2 grid grid-cols-5 gap-2 pl-8 text-center text-[0.7rem] leading-tight">
          {buckets.map((bucket) => {
            const isSmall = isSmallSample(bucket, page.min_sample);
            return (
              <div key={bucket.from} className="min-w-0 space-y-0.5">
                <div className="font-semibold">{label(bucket)}</div>
                <div className="text-muted tabular-nums">{gamesText(bucket.games)}</div>
                {isSmall && (
                  <div className="inline-block rounded border border-dashed border-muted/60 px-1 text-[0.6rem] text-muted">
                    {t('sample.small_short')}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </Panel>
  );
}

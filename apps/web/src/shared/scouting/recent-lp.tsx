import type { LpSummaryAnswer } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../lib/render-clock.ts';
import { formatDate } from '../domain/format-date.ts';
import { formatCount, formatSigned } from '../domain/format-number.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { FormRecord } from './form-strip.tsx';

/**
 * "Last 17 games: +64 LP · 11W 6L": LP won or lost over the player's latest ranked games of a
 * queue, between the two rank snapshots that prove it (docs/player-page.md, LP per game), with
 * the snapshots' dates on hover; the player page's rank history and multi-search's columns show
 * it. Nothing when no pair of snapshots proves it.
 */
export function RecentLp({
  summary,
  className = 'text-sm',
}: {
  summary: LpSummaryAnswer | null | undefined;
  /** The line's size and spacing where it stands. */
  className?: string;
}) {
  const { t } = useTranslation('scouting');
  const language = useLanguage();
  const timeZone = useTimeZone();
  if (!summary) return null;
  const count = (n: number) => formatCount(n, language);
  const tone = summary.lp > 0 ? 'text-link' : summary.lp < 0 ? 'text-loss' : '';
  return (
    <p
      className={`flex flex-wrap items-baseline gap-x-1.5 ${className}`}
      title={t('lp.span', {
        from: formatDate(summary.from.at, language, timeZone),
        to: formatDate(summary.to.at, language, timeZone),
      })}
    >
      <span className="text-muted">{t('lp.recent', { count: summary.games })}</span>
      <span className="whitespace-nowrap">
        <span className={`font-semibold tabular-nums ${tone}`}>
          {t('lp.change', { lp: formatSigned(summary.lp, count) })}
        </span>
        <span className="text-muted">
          {' · '}
          <FormRecord wins={summary.wins} losses={summary.losses} />
        </span>
      </span>
    </p>
  );
}

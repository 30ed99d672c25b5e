import type { GameLpPoint, LpSummaryAnswer } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../lib/render-clock.ts';
import { formatDate } from '../../../shared/domain/format-date.ts';
import { formatCount, formatSigned } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';

/**
 * "Last 17 games: +64 LP · 11W 6L": LP won or lost over the player's latest ranked games of the
 * queue, between the two snapshots that prove it (docs/player-page.md, LP per game), with the
 * dates on hover. Nothing when no pair of snapshots proves it.
 */
export function RecentLp({ summary }: { summary: LpSummaryAnswer | null | undefined }) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const timeZone = useTimeZone();
  if (!summary) return null;
  const count = (n: number) => formatCount(n, language);
  const tone = summary.lp > 0 ? 'text-link' : summary.lp < 0 ? 'text-loss' : '';
  return (
    <p
      className="flex flex-wrap items-baseline gap-x-2 text-sm"
      title={t('rank_history.recent_lp_span', {
        from: formatDate(summary.from.at, language, timeZone),
        to: formatDate(summary.to.at, language, timeZone),
      })}
    >
      <span className="text-muted">{t('rank_history.recent_lp', { count: summary.games })}</span>
      <span className={`font-semibold tabular-nums ${tone}`}>
        {t('ranked.lp', { lp: formatSigned(summary.lp, count) })}
      </span>
      <span className="text-xs text-muted">
        {t('ranked.record', { wins: count(summary.wins), losses: count(summary.losses) })}
      </span>
    </p>
  );
}

/** The LP change of the game that a snapshot follows, for the graph's point: " · +21 LP". */
export function useGameLpText(points: readonly GameLpPoint[] | undefined) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const byAt = new Map((points ?? []).map((p) => [Date.parse(p.seen_at), p]));
  return (at: number): string => {
    const point = byAt.get(at);
    if (!point || point.lp === null) return '';
    return ` · ${t('ranked.lp', { lp: formatSigned(point.lp, (n) => formatCount(n, language)) })}`;
  };
}

import {
  isApexTier,
  type Language,
  ladderValue,
  RANK_HISTORY_QUEUES,
  type RankedPair,
  type RankedTier,
  type RankHistory as RankHistoryAnswer,
  type RankHistoryQueue,
  type RankSnapshot,
  seasonOf,
  seasonRange,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow, useTimeZone } from '../../../lib/render-clock.ts';
import { formatDate } from '../../../shared/domain/format-date.ts';
import { formatCount } from '../../../shared/domain/format-number.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { RecentLp } from '../../../shared/scouting/recent-lp.tsx';
import { RankEmblem } from '../../../shared/ui/rank-emblem.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { firstRankHistoryQueue, rankHistoryQuery } from '../api/summoner-api.ts';
import { type LadderPoint, RankHistoryChart } from './rank-history-chart.tsx';
import { useGameLpText } from './recent-lp.tsx';

// The graph's height (rank-history-chart.tsx), held by the skeleton while the history loads.
const CHART_BOX = 'h-[200px]';

const toPoint = (snapshot: RankSnapshot): LadderPoint => ({
  at: Date.parse(snapshot.at),
  value: ladderValue(snapshot.tier, snapshot.rank, snapshot.league_points),
  tier: snapshot.tier,
});

/**
 * The season the graph draws and its first day: the answer's, else the one in progress at `now`
 * (an answer from before the graph drew seasons has neither).
 */
export function graphSeason(answer: RankHistoryAnswer | undefined, now: number) {
  const season = answer?.season ?? seasonOf(now);
  const start = answer?.season_start ? Date.parse(answer.season_start) : seasonRange(season).from;
  return { season, start };
}

/**
 * The season's climb (docs/player-page.md, The season's climb): the snapshots from the season's
 * first day on, and its peak when it is that season's.
 */
export function seasonClimb(answer: RankHistoryAnswer | undefined, season: number, start: number) {
  const snapshots = (answer?.data ?? []).filter((snapshot) => Date.parse(snapshot.at) >= start);
  const peak = answer?.peak ?? null;
  return {
    snapshots,
    peak: peak && seasonOf(Date.parse(peak.at)) === season ? peak : null,
  };
}

/** "Gold II 45 LP", "Challenger 1,234 LP": the standing as the ranked cards write it. */
export function useStandingText() {
  const { t } = useTranslation('summoner');
  const { t: tm } = useTranslation('meta');
  const language = useLanguage();
  const rank = (tier: RankedTier, division: string) =>
    isApexTier(tier) ? tm(`tiers.${tier}`) : `${tm(`tiers.${tier}`)} ${division}`;
  return {
    tierName: (tier: RankedTier) => tm(`tiers.${tier}`),
    rank,
    lp: (leaguePoints: number) => t('ranked.lp', { lp: formatCount(leaguePoints, language) }),
    full: (snapshot: RankSnapshot) =>
      `${rank(snapshot.tier, snapshot.rank)} ${t('ranked.lp', {
        lp: formatCount(snapshot.league_points, language),
      })}`,
  };
}

/** The queue switch: a radio group, as the timeline's metric switch. */
function QueueSwitch({
  value,
  onChange,
}: {
  value: RankHistoryQueue;
  onChange: (queue: RankHistoryQueue) => void;
}) {
  const { t } = useTranslation('summoner');
  const name = useId();
  return (
    <fieldset className="flex gap-1">
      <legend className="sr-only">{t('rank_history.queue')}</legend>
      {RANK_HISTORY_QUEUES.map((queue) => {
        const isChecked = queue === value;
        return (
          <label
            key={queue}
            className={`inline-flex h-7 cursor-pointer items-center rounded-md border px-2 text-xs font-semibold transition-colors has-focus-visible:ring-2 has-focus-visible:ring-accent ${
              isChecked
                ? 'border-accent/60 bg-bg text-text'
                : 'border-line bg-surface-2 text-muted hover:text-text'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={queue}
              checked={isChecked}
              onChange={() => onChange(queue)}
              className="sr-only"
            />
            {t(`rank_history.queues.${queue}`)}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The season peak: its emblem, standing and date. */
function Peak({ peak, language }: { peak: RankSnapshot; language: Language }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation('summoner');
  const standing = useStandingText();
  return (
    <div className="flex items-center gap-3 rounded-lg bg-bg/60 p-2">
      <RankEmblem tier={peak.tier} size={40} isDecorative />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('rank_history.peak', { season: seasonOf(Date.parse(peak.at)) })}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={`font-bold ${TIER_TEXT_CLASS[peak.tier]}`}>
            {standing.rank(peak.tier, peak.rank)}
          </span>
          <span className="text-sm">{standing.lp(peak.league_points)}</span>
          <span className="text-xs text-muted">{formatDate(peak.at, language, timeZone)}</span>
        </p>
      </div>
    </div>
  );
}

/** The snapshots as a table, for screen readers beside the drawn graph. */
function SnapshotTable({
  caption,
  snapshots,
  language,
}: {
  caption: string;
  snapshots: readonly RankSnapshot[];
  language: Language;
}) {
  const { t } = useTranslation('summoner');
  const standing = useStandingText();
  const timeZone = useTimeZone();
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rank_history.date_column')}</th>
          <th scope="col">{t('rank_history.rank_column')}</th>
          <th scope="col">{t('rank_history.lp_column')}</th>
        </tr>
      </thead>
      <tbody>
        {snapshots.map((snapshot) => (
          <tr key={snapshot.at}>
            <th scope="row">{formatDate(snapshot.at, language, timeZone)}</th>
            <td>{standing.rank(snapshot.tier, snapshot.rank)}</td>
            <td>{formatCount(snapshot.league_points, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The LP graph of a ranked queue (docs/player-page.md, The season's climb): the season in
 * progress from its first day to now, its snapshots on one scale with tier bands, the season's
 * start and peak marked, and the honest start of the history.
 */
export function RankHistory({ player, ranked }: { player: PlayerRef; ranked: RankedPair }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const headingId = useId();
  const standing = useStandingText();
  const [queue, setQueue] = useState<RankHistoryQueue>(() => firstRankHistoryQueue(ranked));
  const history = useQuery(rankHistoryQuery(player, queue));
  const gameLp = useGameLpText(history.data?.game_lp);
  const now = useNow();
  const { season, start } = graphSeason(history.data, now);
  const { snapshots, peak } = seasonClimb(history.data, season, start);
  const points = snapshots.map(toPoint);
  const first = history.data?.data[0];
  const latest = points.at(-1)?.at ?? start;
  const queueName = t(`rank_history.queues.${queue}`);
  // In the render's time zone, as every date here, so that the server's axis is the browser's.
  const ticks = useMemo(
    () => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone }),
    [language, timeZone],
  );

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={history.isPending}
      className="space-y-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('rank_history.title')}
        </h2>
        <QueueSwitch value={queue} onChange={setQueue} />
      </div>
      {history.isPending ? (
        <>
          <p role="status" className="sr-only">
            {t('rank_history.loading')}
          </p>
          <Skeleton className={CHART_BOX} />
        </>
      ) : history.isError ? (
        <p role="alert" className="py-6 text-center text-sm text-loss">
          {t('rank_history.error')}
        </p>
      ) : snapshots.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('rank_history.empty')}</p>
      ) : (
        <>
          {/* Hand-drawn SVG, no charting library: drawn with the page, on the server too. */}
          <figure>
            <RankHistoryChart
              points={points}
              peak={peak && toPoint(peak)}
              peakLabel={t('rank_history.peak_mark')}
              span={[start, Math.max(now, latest)]}
              marks={[{ at: start, label: t('rank_history.season_mark', { season }) }]}
              title={t('rank_history.chart_title', { queue: queueName })}
              tierName={standing.tierName}
              formatTick={(at) => ticks.format(at)}
              formatDay={(at) => formatDate(new Date(at).toISOString(), language, timeZone)}
              formatValue={(point) => {
                const snapshot = snapshots.find((s) => Date.parse(s.at) === point.at);
                return snapshot ? `${standing.full(snapshot)}${gameLp(point.at)}` : '';
              }}
            />
          </figure>
          {/* The graph's numbers for screen readers (a table does not shrink to sr-only's 1px). */}
          <div className="sr-only">
            <SnapshotTable
              caption={t('rank_history.table_caption', { queue: queueName })}
              snapshots={snapshots}
              language={language}
            />
          </div>
          {peak && <Peak peak={peak} language={language} />}
          <RecentLp summary={history.data?.recent_lp} />
          <div className="space-y-0.5 text-xs text-muted">
            <p>
              {t('rank_history.season_span', {
                season,
                date: formatDate(new Date(start).toISOString(), language, timeZone),
              })}
            </p>
            {first && (
              <p>{t('rank_history.since', { date: formatDate(first.at, language, timeZone) })}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

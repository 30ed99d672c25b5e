import {
  DEFAULT_METRIC,
  groupPurchasesByMinute,
  type Language,
  type Metric,
  metricSeries,
  type TimelineResponse,
  timelineEvents,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import { TextWithName } from '../../../shared/ui/text-with-name.tsx';
import { matchTimelineQuery } from '../api/timeline-api.ts';
import { KillMap } from './kill-map.tsx';
import { COUNTED_METRICS, METRIC_COLORS } from './metric-colors.ts';
import { MetricSwitcher } from './metric-switcher.tsx';
import { MinuteTable } from './minute-table.tsx';
import { PlayerPicker } from './player-picker.tsx';
import { PurchaseHistory } from './purchase-history.tsx';
import { TeamGold } from './team-gold.tsx';
import { TimelineChart } from './timeline-chart.tsx';

const PLAYER_COUNT = 10;

/** The chart's values in full and its ticks shortened, in the page's language. */
function chartFormats(language: Language) {
  return {
    plain: (n: number) => formatCount(n, language),
    compact: (n: number) => formatCompact(n, language),
  };
}

function TimelineSkeleton() {
  const { t } = useTranslation('timeline');
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner />
        {t('loading')}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-8 w-20" />
        ))}
      </div>
      <Skeleton className="h-60 w-full" />
      <div className="flex flex-wrap gap-1">
        {Array.from({ length: PLAYER_COUNT }, (_, index) => (
          <Skeleton key={index} className="size-9" />
        ))}
      </div>
    </div>
  );
}

/** The chart, the player row and the purchases of a loaded timeline. */
function TimelineView({ data, puuid }: { data: TimelineResponse; puuid: string }) {
  const { t } = useTranslation('timeline');
  const language = useLanguage();
  const [metric, setMetric] = useState<Metric>(DEFAULT_METRIC);
  const [chosenId, setChosenId] = useState<number | null>(null);

  const players = useMemo(
    () =>
      [...data.participants].sort(
        (a, b) => a.team_id - b.team_id || a.participant_id - b.participant_id,
      ),
    [data.participants],
  );
  const events = useMemo(() => timelineEvents(data.timeline), [data.timeline]);
  const items = useMemo(() => new Map(data.items.map((item) => [item.id, item])), [data.items]);
  const formats = useMemo(() => chartFormats(language), [language]);

  // The viewed player first (docs/product.md, Match cards), until a champion icon picks another.
  const viewedId =
    data.timeline.participants.find((p) => p.puuid === puuid)?.participantId ??
    players.find((p) => p.puuid === puuid)?.participant_id ??
    null;
  const selectedId = chosenId ?? viewedId;
  const selected = players.find((p) => p.participant_id === selectedId);

  const points = useMemo(
    () => (selected ? metricSeries(data.timeline, selected.participant_id, metric) : []),
    [data.timeline, selected, metric],
  );
  const purchases = useMemo(
    () => (selected ? groupPurchasesByMinute(events, selected.participant_id) : []),
    [events, selected],
  );

  const metricName = t(`metrics.${metric}`);

  return (
    <section aria-label={t('label')} className="space-y-4">
      <MetricSwitcher value={metric} onChange={setMetric} />
      {selected ? (
        <figure className="space-y-2">
          <figcaption className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold" style={{ color: METRIC_COLORS[metric] }}>
              {t('chart.title', { metric: metricName })}
            </span>
            <span className="text-muted">
              <TextWithName
                sentence={(name) => t('players.player', { champion: selected.champion.name, name })}
                name={selected.summoner_name}
              />
            </span>
          </figcaption>
          <div className="-ml-1">
            <TimelineChart
              points={points}
              title={t('chart.title', { metric: metricName })}
              name={metricName}
              color={METRIC_COLORS[metric]}
              isStep={COUNTED_METRICS.has(metric)}
              tickMinute={(minute) => t('chart.minute_tick', { minute })}
              tooltipMinute={(minute) => t('chart.minute', { minute })}
              formatValue={formats.plain}
              formatTick={formats.compact}
            />
          </div>
          {/* The chart's numbers for screen readers (a table does not shrink to sr-only's 1px). */}
          <div className="sr-only">
            <MinuteTable
              caption={t('chart.table_caption', {
                metric: metricName,
                champion: selected.champion.name,
                name: selected.summoner_name,
              })}
              valueColumn={metricName}
              points={points}
              format={formats.plain}
            />
          </div>
        </figure>
      ) : (
        <StatePanel title={t('player_not_found')} hint={t('player_not_found_hint')} role="status" />
      )}
      <PlayerPicker
        players={players}
        idOf={(player) => player.participant_id}
        selectedId={selectedId}
        onSelect={setChosenId}
      />
      {selected && <PurchaseHistory groups={purchases} items={items} />}
      <div className="space-y-6 border-t border-line pt-4">
        {data.team_gold_diff.length > 0 && <TeamGold data={data} formats={formats} />}
        <KillMap
          mapId={data.map_id}
          kills={data.kills}
          players={data.participants}
          lastMinute={Math.max(0, data.timeline.frames.length - 1)}
        />
      </div>
    </section>
  );
}

/** The timeline tab of an expanded match card (docs/product.md, Match cards). */
export function MatchTimeline({ matchId, puuid }: { matchId: string; puuid: string }) {
  const { t } = useTranslation('timeline');
  const language = useLanguage();
  const timeline = useQuery(matchTimelineQuery(matchId, puuid, language));

  if (timeline.isPending) return <TimelineSkeleton />;

  if (timeline.isError || timeline.data.timeline.frames.length === 0) {
    return (
      <StatePanel title={t('error')} hint={t('error_hint')} role="alert">
        {timeline.isError && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void timeline.refetch()}
            disabled={timeline.isFetching}
          >
            {timeline.isFetching && <Spinner />}
            {t('retry')}
          </Button>
        )}
      </StatePanel>
    );
  }

  return <TimelineView data={timeline.data} puuid={puuid} />;
}

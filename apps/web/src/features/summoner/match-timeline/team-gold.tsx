import type { TimelineResponse } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../shared/domain/format-number.ts';
import { GoldDiffChart } from './gold-diff-chart.tsx';
import { MinuteTable } from './minute-table.tsx';
import { ObjectiveGlyph, TEAM_COLORS } from './objective-glyph.tsx';

const clock = (timestamp: number) => formatDuration(timestamp / 1000);

/**
 * The team gold lead chart with its objectives, a legend of the glyphs it uses, and the same
 * numbers as tables for screen readers.
 */
export function TeamGold({
  data,
  formats,
}: {
  data: TimelineResponse;
  formats: { plain: (n: number) => string; compact: (n: number) => string };
}) {
  const { t } = useTranslation('timeline');
  const title = t('gold_diff.title');
  const team = (id: 100 | 200) => t(id === 100 ? 'players.blue_team' : 'players.red_team');
  const types = [...new Set(data.objectives.map((objective) => objective.type))];
  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold">{title}</span>
        <span className="flex gap-3 text-xs">
          <span style={{ color: TEAM_COLORS[100] }}>▲ {t('gold_diff.blue_ahead')}</span>
          <span style={{ color: TEAM_COLORS[200] }}>▼ {t('gold_diff.red_ahead')}</span>
        </span>
      </figcaption>
      <div className="-ml-1">
        <GoldDiffChart
          points={data.team_gold_diff}
          objectives={data.objectives}
          title={title}
          name={t('gold_diff.value_column')}
          tickMinute={(minute) => t('chart.minute_tick', { minute })}
          tooltipMinute={(minute) => t('chart.minute', { minute })}
          formatValue={formats.plain}
          formatTick={formats.compact}
        />
      </div>
      {types.length > 0 && (
        <ul aria-hidden="true" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          {types.map((type) => (
            <li key={type} className="flex items-center gap-1">
              <svg viewBox="-7 -7 14 14" aria-hidden="true" className="size-3.5">
                <ObjectiveGlyph type={type} teamId={null} x={0} y={0} />
              </svg>
              {t(`objectives.${type}`)}
            </li>
          ))}
        </ul>
      )}
      <div className="sr-only">
        <MinuteTable
          caption={t('gold_diff.table_caption')}
          valueColumn={t('gold_diff.value_column')}
          points={data.team_gold_diff}
          format={formats.plain}
        />
        {data.objectives.length === 0 ? (
          <p>{t('gold_diff.no_objectives')}</p>
        ) : (
          <table>
            <caption>{t('gold_diff.objectives_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('gold_diff.time_column')}</th>
                <th scope="col">{t('gold_diff.team_column')}</th>
                <th scope="col">{t('gold_diff.objective_column')}</th>
              </tr>
            </thead>
            <tbody>
              {data.objectives.map((objective, index) => (
                <tr key={`${objective.timestamp}-${index}`}>
                  <th scope="row">{clock(objective.timestamp)}</th>
                  <td>{team(objective.team_id)}</td>
                  <td>{t(`objectives.${objective.type}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </figure>
  );
}

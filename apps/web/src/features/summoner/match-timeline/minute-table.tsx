import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_THEME, CHART_TICK } from '../../../shared/ui/chart-theme.ts';

/** The x axis of the timeline's charts: whole minutes of the game. */
export const MINUTE_AXIS = {
  dataKey: 'minute',
  type: 'number',
  allowDecimals: false,
  tick: CHART_TICK,
  stroke: CHART_THEME.line,
  tickLine: false,
  minTickGap: 12,
} as const;

/** A chart's values by minute as a table, for screen readers beside the drawn chart. */
export function MinuteTable({
  caption,
  valueColumn,
  points,
  format,
}: {
  caption: ReactNode;
  valueColumn: ReactNode;
  points: readonly { minute: number; value: number }[];
  format: (value: number) => string;
}) {
  const { t } = useTranslation('timeline');
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('chart.minute_column')}</th>
          <th scope="col">{valueColumn}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.minute}>
            <th scope="row">{point.minute}</th>
            <td>{format(point.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { TimelineObjective } from '@riftscope/contracts';
import { useId } from 'react';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ReferenceDot,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_THEME, CHART_TICK, CHART_TOOLTIP } from '../../../shared/ui/chart-theme.ts';
import { MINUTE_AXIS } from './minute-table.tsx';
import { ObjectiveGlyph, TEAM_COLORS } from './objective-glyph.tsx';

const CHART_HEIGHT = 220;

export interface GoldDiffPoint {
  minute: number;
  value: number;
}

/** The chart's vertical range: symmetric around zero, with room for the objective glyphs. */
export function goldDiffDomain(points: readonly GoldDiffPoint[]): [number, number] {
  const largest = Math.max(1_000, ...points.map((point) => Math.abs(point.value)));
  const bound = Math.ceil((largest * 1.25) / 1_000) * 1_000;
  return [-bound, bound];
}

/**
 * Blue team's gold minus red team's, filled blue above zero and red below, with each objective
 * drawn at its time along the top (blue took it) or the bottom (red took it).
 */
export function GoldDiffChart({
  points,
  objectives,
  title,
  name,
  tickMinute,
  tooltipMinute,
  formatValue,
  formatTick,
}: {
  points: readonly GoldDiffPoint[];
  objectives: readonly TimelineObjective[];
  title: string;
  name: string;
  tickMinute: (minute: number) => string;
  tooltipMinute: (minute: number) => string;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
}) {
  const gradientId = `gold-diff-${useId().replace(/[^\w-]/g, '')}`;
  const [low, high] = goldDiffDomain(points);
  const values = points.map((point) => point.value);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  // Where zero falls between the data's top and bottom: the fill turns from blue to red there.
  const zero = top === bottom ? 0.5 : top / (top - bottom);
  const lastMinute = Math.max(1, ...points.map((point) => point.minute));
  return (
    <AreaChart
      data={points as GoldDiffPoint[]}
      title={title}
      responsive
      style={{ width: '100%', height: CHART_HEIGHT }}
      margin={{ top: 10, right: 12, bottom: 0, left: 0 }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset={0} stopColor={TEAM_COLORS[100]} stopOpacity={0.45} />
          <stop offset={zero} stopColor={TEAM_COLORS[100]} stopOpacity={0.08} />
          <stop offset={zero} stopColor={TEAM_COLORS[200]} stopOpacity={0.08} />
          <stop offset={1} stopColor={TEAM_COLORS[200]} stopOpacity={0.45} />
        </linearGradient>
        <linearGradient id={`${gradientId}-line`} x1="0" y1="0" x2="0" y2="1">
          <stop offset={zero} stopColor={TEAM_COLORS[100]} />
          <stop offset={zero} stopColor={TEAM_COLORS[200]} />
        </linearGradient>
      </defs>
      <CartesianGrid stroke={CHART_THEME.line} strokeDasharray="3 3" vertical={false} />
      <XAxis {...MINUTE_AXIS} domain={[0, lastMinute]} tickFormatter={tickMinute} />
      <YAxis
        width={56}
        domain={[low, high]}
        ticks={[low, low / 2, 0, high / 2, high]}
        allowDataOverflow
        tickFormatter={formatTick}
        tick={CHART_TICK}
        axisLine={false}
        tickLine={false}
      />
      <ReferenceLine y={0} stroke={CHART_THEME.muted} strokeOpacity={0.5} />
      <Tooltip
        {...CHART_TOOLTIP}
        itemStyle={{ color: CHART_THEME.text }}
        labelFormatter={(minute) => tooltipMinute(Number(minute))}
        formatter={(value) => [formatValue(Number(value)), name]}
      />
      <Area
        type="monotone"
        dataKey="value"
        name={name}
        stroke={`url(#${gradientId}-line)`}
        strokeWidth={2}
        fill={`url(#${gradientId})`}
        baseValue={0}
        dot={false}
        isAnimationActive={false}
      />
      {objectives.map((objective, index) => (
        <ReferenceDot
          key={`${objective.timestamp}-${index}`}
          x={Math.min(lastMinute, objective.timestamp / 60_000)}
          y={objective.team_id === 100 ? high * 0.86 : low * 0.86}
          ifOverflow="visible"
          shape={(props) => (
            <ObjectiveGlyph
              type={objective.type}
              teamId={objective.team_id}
              x={Number(props.cx)}
              y={Number(props.cy)}
            />
          )}
        />
      ))}
    </AreaChart>
  );
}

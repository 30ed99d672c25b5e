import type { MetricPoint } from '@riftscope/contracts';
import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_THEME, CHART_TICK, CHART_TOOLTIP } from '../../../shared/ui/chart-theme.ts';
import { MINUTE_AXIS } from './minute-table.tsx';

/** The tooltip follows the pointer at most 60 times a second (docs/product.md, Constants). */
export const TOOLTIP_THROTTLE_MS = 1000 / 60;

const CHART_HEIGHT = 240;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One player's metric per minute as a filled line on the dark card. Recharts lives only in the
 * timeline's lazy chunk: nothing outside features/summoner/match-timeline imports this file.
 */
export function TimelineChart({
  points,
  title,
  name,
  color,
  isStep,
  tickMinute,
  tooltipMinute,
  formatValue,
  formatTick,
}: {
  points: readonly MetricPoint[];
  /** The chart's accessible title. */
  title: string;
  /** The metric's name, shown in the tooltip. */
  name: string;
  color: string;
  isStep: boolean;
  tickMinute: (minute: number) => string;
  tooltipMinute: (minute: number) => string;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
}) {
  // A React id may hold characters that url(#…) does not accept.
  const gradientId = `timeline-fill-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <AreaChart
      data={points as MetricPoint[]}
      title={title}
      responsive
      style={{ width: '100%', height: CHART_HEIGHT }}
      margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      throttleDelay={TOOLTIP_THROTTLE_MS}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={color} stopOpacity={0.35} />
          <stop offset="100%" stopColor={color} stopOpacity={0.02} />
        </linearGradient>
      </defs>
      <CartesianGrid stroke={CHART_THEME.line} strokeDasharray="3 3" vertical={false} />
      <XAxis {...MINUTE_AXIS} domain={['dataMin', 'dataMax']} tickFormatter={tickMinute} />
      <YAxis
        width={52}
        allowDecimals={false}
        tickFormatter={formatTick}
        tick={CHART_TICK}
        axisLine={false}
        tickLine={false}
      />
      <Tooltip
        {...CHART_TOOLTIP}
        itemStyle={{ color }}
        labelFormatter={(minute) => tooltipMinute(Number(minute))}
        formatter={(value) => [formatValue(Number(value)), name]}
      />
      <Area
        type={isStep ? 'stepAfter' : 'monotone'}
        dataKey="value"
        name={name}
        stroke={color}
        strokeWidth={2}
        fill={`url(#${gradientId})`}
        dot={false}
        // Drawn at once for visitors who ask for less motion.
        isAnimationActive={!prefersReducedMotion()}
        activeDot={{ r: 4, stroke: CHART_THEME.surface, strokeWidth: 2 }}
      />
    </AreaChart>
  );
}

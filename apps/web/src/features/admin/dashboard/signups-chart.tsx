import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_THEME, CHART_TICK, CHART_TOOLTIP } from '../../../shared/ui/chart-theme.ts';

/** The tooltip follows the pointer at most 60 times a second (docs/product.md, Constants). */
const TOOLTIP_THROTTLE_MS = 1000 / 60;

const CHART_HEIGHT = 220;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface SignupPoint {
  date: string;
  count: number;
}

/**
 * Signups a day over the last week as a filled line on the dark card. Recharts lives in this
 * module's lazy chunk only: the dashboard imports it with React.lazy.
 */
export function SignupsChart({
  points,
  name,
  tickDay,
  tooltipDay,
  formatCount,
}: {
  points: readonly SignupPoint[];
  /** The series' name, shown in the tooltip. */
  name: string;
  tickDay: (date: string) => string;
  tooltipDay: (date: string) => string;
  formatCount: (count: number) => string;
}) {
  // A React id may hold characters that url(#…) does not accept.
  const gradientId = `signups-fill-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <AreaChart
      data={points as SignupPoint[]}
      responsive
      style={{ width: '100%', height: CHART_HEIGHT }}
      margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      throttleDelay={TOOLTIP_THROTTLE_MS}
      // Hidden from assistive technology (the table beside it reads the same figures), so it
      // must not take keyboard focus either.
      accessibilityLayer={false}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={CHART_THEME.accent} stopOpacity={0.35} />
          <stop offset="100%" stopColor={CHART_THEME.accent} stopOpacity={0.02} />
        </linearGradient>
      </defs>
      <CartesianGrid stroke={CHART_THEME.line} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={tickDay}
        tick={CHART_TICK}
        stroke={CHART_THEME.line}
        tickLine={false}
        minTickGap={8}
      />
      <YAxis
        width={36}
        allowDecimals={false}
        tickFormatter={formatCount}
        tick={CHART_TICK}
        axisLine={false}
        tickLine={false}
      />
      <Tooltip
        {...CHART_TOOLTIP}
        itemStyle={{ color: CHART_THEME.accent }}
        labelFormatter={(date) => tooltipDay(String(date))}
        formatter={(value) => [formatCount(Number(value)), name]}
      />
      <Area
        type="monotone"
        dataKey="count"
        name={name}
        stroke={CHART_THEME.accent}
        strokeWidth={2}
        fill={`url(#${gradientId})`}
        dot={{ r: 3, fill: CHART_THEME.accent, strokeWidth: 0 }}
        // Drawn at once for visitors who ask for less motion.
        isAnimationActive={!prefersReducedMotion()}
        activeDot={{ r: 5, stroke: CHART_THEME.surface, strokeWidth: 2 }}
      />
    </AreaChart>
  );
}

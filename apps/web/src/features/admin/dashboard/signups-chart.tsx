import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/** The tooltip follows the pointer at most 60 times a second (SPEC.md §9). */
const TOOLTIP_THROTTLE_MS = 1000 / 60;

const CHART_HEIGHT = 220;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// The theme of styles.css: SVG presentation attributes do not resolve CSS variables everywhere.
const THEME = {
  surface: '#131722',
  line: '#262d3b',
  muted: '#9aa3b5',
  accent: '#d4b26a',
} as const;
const TICK = { fill: THEME.muted, fontSize: 11 } as const;

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
          <stop offset="0%" stopColor={THEME.accent} stopOpacity={0.35} />
          <stop offset="100%" stopColor={THEME.accent} stopOpacity={0.02} />
        </linearGradient>
      </defs>
      <CartesianGrid stroke={THEME.line} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={tickDay}
        tick={TICK}
        stroke={THEME.line}
        tickLine={false}
        minTickGap={8}
      />
      <YAxis
        width={36}
        allowDecimals={false}
        tickFormatter={formatCount}
        tick={TICK}
        axisLine={false}
        tickLine={false}
      />
      <Tooltip
        cursor={{ stroke: THEME.muted, strokeDasharray: '3 3' }}
        contentStyle={{
          background: THEME.surface,
          border: `1px solid ${THEME.line}`,
          borderRadius: 8,
          fontSize: 12,
        }}
        labelStyle={{ color: THEME.muted }}
        itemStyle={{ color: THEME.accent }}
        separator=": "
        labelFormatter={(date) => tooltipDay(String(date))}
        formatter={(value) => [formatCount(Number(value)), name]}
      />
      <Area
        type="monotone"
        dataKey="count"
        name={name}
        stroke={THEME.accent}
        strokeWidth={2}
        fill={`url(#${gradientId})`}
        dot={{ r: 3, fill: THEME.accent, strokeWidth: 0 }}
        // Drawn at once for visitors who ask for less motion.
        isAnimationActive={!prefersReducedMotion()}
        activeDot={{ r: 5, stroke: THEME.surface, strokeWidth: 2 }}
      />
    </AreaChart>
  );
}

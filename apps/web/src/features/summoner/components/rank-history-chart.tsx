import { APEX_FLOOR, DIVISION_LP, type RankedTier, TIER_FLOORS } from '@riftscope/contracts';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceDot,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { TIER_COLORS } from '../../../shared/domain/ranked-tier.ts';
import { CHART_THEME, CHART_TICK, CHART_TOOLTIP } from '../../../shared/ui/chart-theme.ts';

const CHART_HEIGHT = 200;
const DAY_MS = 86_400_000;

/** A snapshot on the graph: when, where on the ladder scale (rank-scale.ts), and its tier. */
export interface LadderPoint {
  at: number;
  value: number;
  tier: RankedTier;
}

/**
 * The graph's vertical range: whole tiers, from the floor of the lowest tier reached to the
 * floor of the tier above the highest. Master and above are one open ladder, so there the top
 * is a division's worth of LP above the highest point.
 */
export function ladderDomain(values: readonly number[]): [number, number] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const floors = TIER_FLOORS.map((floor) => floor.from);
  const bottom = Math.max(...floors.filter((from) => from <= low));
  const above = floors.filter((from) => from > high);
  const top =
    above.length > 0
      ? Math.min(...above)
      : Math.ceil((high + DIVISION_LP) / DIVISION_LP) * DIVISION_LP;
  return [bottom, top];
}

/** The tier bands the range shows, each from its floor to the next tier's (or the range's top). */
export function tierBands([bottom, top]: [number, number]) {
  return TIER_FLOORS.map((floor, index) => ({
    tier: floor.tier,
    from: floor.from,
    to: TIER_FLOORS[index + 1]?.from ?? Number.POSITIVE_INFINITY,
  }))
    .filter((band) => band.to > bottom && band.from < top)
    .map((band) => ({ ...band, from: Math.max(band.from, bottom), to: Math.min(band.to, top) }));
}

/**
 * The player's standings over time on one continuous scale, with the tiers as coloured bands
 * behind the line and the season peak ringed. Recharts lives only in this lazy chunk: nothing
 * but rank-history.tsx's lazy import reaches this file.
 */
export function RankHistoryChart({
  points,
  peak,
  title,
  tierName,
  formatTick,
  formatDay,
  formatValue,
}: {
  points: readonly LadderPoint[];
  peak: LadderPoint | null;
  title: string;
  tierName: (tier: RankedTier) => string;
  /** A date on the time axis, short. */
  formatTick: (at: number) => string;
  /** A date in the tooltip. */
  formatDay: (at: number) => string;
  /** A point's standing in words: "Gold II 45 LP". */
  formatValue: (point: LadderPoint) => string;
}) {
  const domain = ladderDomain(points.map((point) => point.value));
  const bands = tierBands(domain);
  // Each tier's floor is labelled with its name, the top too when the next tier begins there.
  const labelled = TIER_FLOORS.filter(
    (floor) => floor.from >= domain[0] && floor.from <= domain[1],
  );
  // Division lines below Master, so that Diamond III and Diamond II read apart.
  const divisions: number[] = [];
  for (
    let value = domain[0] + DIVISION_LP;
    value < Math.min(domain[1], APEX_FLOOR);
    value += DIVISION_LP
  ) {
    if (!labelled.some((floor) => floor.from === value)) divisions.push(value);
  }
  const first = points[0]?.at ?? 0;
  const last = points.at(-1)?.at ?? first;
  // One snapshot alone gets a day either side, so it sits in the middle rather than on an edge.
  const xDomain: [number, number] =
    first === last ? [first - DAY_MS, last + DAY_MS] : [first, last];
  const byAt = new Map(points.map((point) => [point.at, point]));
  return (
    <LineChart
      data={points as LadderPoint[]}
      title={title}
      responsive
      style={{ width: '100%', height: CHART_HEIGHT }}
      margin={{ top: 10, right: 20, bottom: 0, left: 0 }}
    >
      {bands.map((band) => (
        <ReferenceArea
          key={band.tier}
          y1={band.from}
          y2={band.to}
          fill={TIER_COLORS[band.tier].base}
          fillOpacity={0.14}
          stroke="none"
          className="rank-history-band"
          data-tier={band.tier}
        />
      ))}
      <CartesianGrid stroke={CHART_THEME.line} vertical={false} />
      {divisions.map((value) => (
        <ReferenceLine
          key={value}
          y={value}
          stroke={CHART_THEME.muted}
          strokeOpacity={0.3}
          strokeDasharray="2 4"
          className="rank-history-division"
        />
      ))}
      <XAxis
        dataKey="at"
        type="number"
        scale="time"
        domain={xDomain}
        tickFormatter={formatTick}
        tick={CHART_TICK}
        stroke={CHART_THEME.line}
        tickLine={false}
        minTickGap={24}
      />
      <YAxis
        width={76}
        domain={domain}
        ticks={labelled.map((floor) => floor.from)}
        allowDataOverflow
        tickFormatter={(value: number) => {
          const floor = labelled.find((f) => f.from === value);
          return floor ? tierName(floor.tier) : '';
        }}
        tick={CHART_TICK}
        axisLine={false}
        tickLine={false}
      />
      <Tooltip
        {...CHART_TOOLTIP}
        itemStyle={{ color: CHART_THEME.text }}
        labelFormatter={(at) => formatDay(Number(at))}
        formatter={(_value, _name, item) => {
          const point = byAt.get(Number((item.payload as LadderPoint | undefined)?.at));
          return [point ? formatValue(point) : '', ''];
        }}
      />
      <Line
        type="linear"
        dataKey="value"
        stroke={CHART_THEME.accent}
        strokeWidth={2}
        isAnimationActive={false}
        dot={(props) => {
          const point = props.payload as LadderPoint;
          const colors = TIER_COLORS[point.tier];
          return (
            <circle
              key={`${point.at}`}
              cx={props.cx}
              cy={props.cy}
              r={3.5}
              fill={colors.base}
              stroke={colors.dark}
              className="rank-history-point"
            />
          );
        }}
      />
      {peak && (
        <ReferenceDot
          x={peak.at}
          y={peak.value}
          r={7}
          fill="none"
          stroke={CHART_THEME.accent}
          strokeWidth={2}
          className="rank-history-peak"
        />
      )}
    </LineChart>
  );
}

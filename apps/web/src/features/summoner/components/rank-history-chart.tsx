import { APEX_FLOOR, DIVISION_LP, type RankedTier, TIER_FLOORS } from '@riftscope/contracts';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { TIER_COLORS } from '../../../shared/domain/ranked-tier.ts';
import { CHART_THEME, CHART_TICK, CHART_TOOLTIP } from '../../../shared/ui/chart-theme.ts';

const CHART_HEIGHT = 200;
// The plot's vertical extent in px: room above for the top tier's name, below for the dates.
const PLOT_TOP = 10;
const PLOT_BOTTOM = 172;
// The tier names' column left of the plot, and room right of it for the peak's ring.
const GUTTER = 68;
const END_ROOM = 14;
const DAY_MS = 86_400_000;

/**
 * A snapshot on the graph: when, where on the ladder scale (rank-scale.ts), its tier, and a
 * short mark written above it when given (a game's LP change, say).
 */
export interface LadderPoint {
  at: number;
  value: number;
  tier: RankedTier;
  label?: string;
}

/** A day marked across the graph by a dashed line and a short name at its top: a season's start. */
export interface TimeMark {
  at: number;
  label: string;
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

/** A date on the time axis: where (0 to 1 across), its text, and if only a wide graph shows it. */
export interface TimeTick {
  share: number;
  label: string;
  isMinor: boolean;
}

/**
 * The time axis's dates: its ends and middle always, its quarters only where the graph is wide
 * (isMinor), and no date written twice, the ends' and middle's taking precedence.
 */
export function timeTicks([from, to]: [number, number], label: (at: number) => string) {
  const ticks: TimeTick[] = [];
  for (const share of [0, 1, 0.5, 0.25, 0.75]) {
    const text = label(from + (to - from) * share);
    if (ticks.some((tick) => tick.label === text)) continue;
    ticks.push({ share, label: text, isMinor: share === 0.25 || share === 0.75 });
  }
  return ticks.sort((a, b) => a.share - b.share);
}

// Two decimals keep the markup short, and are the same on the server and in the browser.
const round = (value: number) => Math.round(value * 100) / 100;
// x as a share of the plot's width: the server cannot know the width, so the browser scales it.
const percent = (share: number) => `${round(share * 100)}%`;

/** The card beside a hovered or focused point, kept inside the plot at its edges. */
function Readout({ x, y, day, value }: { x: number; y: number; day: string; value: string }) {
  const across = x < 1 / 3 ? '-8px' : x > 2 / 3 ? 'calc(-100% + 8px)' : '-50%';
  const down = y > PLOT_TOP + 60 ? 'calc(-100% - 12px)' : '12px';
  return (
    <div
      className="rank-history-readout pointer-events-none absolute z-10 px-2.5 py-1.5 whitespace-nowrap"
      style={{
        ...CHART_TOOLTIP.contentStyle,
        left: percent(x),
        top: y,
        transform: `translate(${across}, ${down})`,
      }}
    >
      <p style={CHART_TOOLTIP.labelStyle}>{day}</p>
      <p style={{ color: CHART_THEME.text }}>{value}</p>
    </div>
  );
}

/**
 * The player's standings over time on one continuous scale, with the tiers as coloured bands
 * behind the line and the season peak ringed. Plain SVG, so that it costs the page no charting
 * library, and drawn from the props alone (no measured width, hover empty at first), so that
 * the server's HTML and the browser's first render are the same.
 */
export function RankHistoryChart({
  points,
  peak,
  peakLabel,
  span,
  marks = [],
  title,
  tierName,
  formatTick,
  formatDay,
  formatValue,
}: {
  points: readonly LadderPoint[];
  peak: LadderPoint | null;
  /** Written above the peak's ring. */
  peakLabel?: string;
  /** The time axis's first and last moment; the points' own range when left out. */
  span?: [number, number];
  /** Days marked across the graph, each drawn only when within the time axis. */
  marks?: readonly TimeMark[];
  title: string;
  tierName: (tier: RankedTier) => string;
  /** A date on the time axis, short. */
  formatTick: (at: number) => string;
  /** A date in the readout. */
  formatDay: (at: number) => string;
  /** A point's standing in words: "Gold II 45 LP". */
  formatValue: (point: LadderPoint) => string;
}) {
  // The point whose readout shows: hovered, tapped or reached with the arrow keys.
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
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
  const first = span?.[0] ?? points[0]?.at ?? 0;
  const last = span?.[1] ?? points.at(-1)?.at ?? first;
  // One snapshot alone gets a day either side, so it sits in the middle rather than on an edge.
  const xDomain: [number, number] =
    first >= last ? [first - DAY_MS, first + DAY_MS] : [first, last];
  const xOf = (at: number) => (at - xDomain[0]) / (xDomain[1] - xDomain[0]);
  const yOf = (value: number) =>
    round(PLOT_BOTTOM - ((value - domain[0]) / (domain[1] - domain[0])) * (PLOT_BOTTOM - PLOT_TOP));
  /** Where a point sits: across as a share of the plot's width, down in pixels. */
  const placed = (point: LadderPoint) => ({ cx: percent(xOf(point.at)), cy: yOf(point.value) });
  const ticks = timeTicks(xDomain, formatTick);
  const active = activeIndex === null ? undefined : points[activeIndex];
  // A peak outside the drawn snapshots' range is left out rather than drawn on an edge.
  const isPeakShown =
    peak !== null &&
    peak.at >= xDomain[0] &&
    peak.at <= xDomain[1] &&
    peak.value >= domain[0] &&
    peak.value <= domain[1];
  const shownMarks = marks.filter((mark) => mark.at >= xDomain[0] && mark.at <= xDomain[1]);

  // A touch pointer leaves as the finger lifts: a tapped point's card stays until the next tap.
  const leave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') setActiveIndex(null);
  };
  const step = (event: KeyboardEvent) => {
    const to = {
      ArrowLeft: (activeIndex ?? points.length) - 1,
      ArrowRight: (activeIndex ?? -1) + 1,
      Home: 0,
      End: points.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setActiveIndex(Math.min(points.length - 1, Math.max(0, to)));
  };

  return (
    <div className="@container" style={{ paddingLeft: GUTTER, paddingRight: END_ROOM }}>
      <div className="relative">
        {/* Tier names and dates spill into the padding around the plot (overflow-visible). */}
        <svg
          width="100%"
          height={CHART_HEIGHT}
          role="img"
          aria-label={title}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys step the readout through the points, as the mouse does (screen readers have the table)
          tabIndex={0}
          className="block overflow-visible rounded-sm focus-visible:outline-offset-4"
          onKeyDown={step}
          onFocus={(event) => {
            // A click also focuses the graph; only the keyboard's focus opens the last point.
            if (event.currentTarget.matches(':focus-visible')) setActiveIndex(points.length - 1);
          }}
          onBlur={() => setActiveIndex(null)}
        >
          <title>{title}</title>
          {bands.map((band) => (
            <g key={band.tier} className="rank-history-band">
              <rect
                data-tier={band.tier}
                width="100%"
                y={yOf(band.to)}
                height={yOf(band.from) - yOf(band.to)}
                fill={TIER_COLORS[band.tier].base}
                fillOpacity={0.14}
              />
            </g>
          ))}
          <g stroke={CHART_THEME.line}>
            {labelled.map((floor) => (
              <line key={floor.from} x2="100%" y1={yOf(floor.from)} y2={yOf(floor.from)} />
            ))}
          </g>
          <g stroke={CHART_THEME.muted} strokeOpacity={0.3} strokeDasharray="2 4">
            {divisions.map((value) => (
              <line
                key={value}
                className="rank-history-division"
                x2="100%"
                y1={yOf(value)}
                y2={yOf(value)}
              />
            ))}
          </g>
          <line x2="100%" y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} stroke={CHART_THEME.line} />
          <g {...CHART_TICK}>
            {labelled.map((floor) => (
              <text key={floor.from} x={-8} y={yOf(floor.from)} dy="0.355em" textAnchor="end">
                {tierName(floor.tier)}
              </text>
            ))}
            {ticks.map((tick) => (
              <text
                key={tick.share}
                className={tick.isMinor ? 'hidden @md:inline' : undefined}
                x={percent(tick.share)}
                y={PLOT_BOTTOM + 8}
                dy="0.71em"
                textAnchor={tick.share === 0 ? 'start' : tick.share === 1 ? 'end' : 'middle'}
              >
                {tick.label}
              </text>
            ))}
          </g>
          {shownMarks.map((mark) => (
            <g key={mark.at} className="rank-history-mark">
              <line
                x1={percent(xOf(mark.at))}
                x2={percent(xOf(mark.at))}
                y1={PLOT_TOP}
                y2={PLOT_BOTTOM}
                stroke={CHART_THEME.text}
                strokeOpacity={0.5}
                strokeDasharray="4 3"
              />
              <text
                {...CHART_TICK}
                x={percent(xOf(mark.at))}
                y={PLOT_TOP}
                dx={xOf(mark.at) < 0.5 ? 4 : -4}
                dy="0.71em"
                textAnchor={xOf(mark.at) < 0.5 ? 'start' : 'end'}
                fill={CHART_THEME.text}
              >
                {mark.label}
              </text>
            </g>
          ))}
          {active && (
            <line
              {...CHART_TOOLTIP.cursor}
              x1={percent(xOf(active.at))}
              x2={percent(xOf(active.at))}
              y1={PLOT_TOP}
              y2={PLOT_BOTTOM}
            />
          )}
          <g stroke={CHART_THEME.accent} strokeWidth={2} strokeLinecap="round">
            {points.slice(1).map((point, index) => {
              const from = points[index] ?? point;
              return (
                <line
                  key={point.at}
                  x1={percent(xOf(from.at))}
                  y1={yOf(from.value)}
                  x2={percent(xOf(point.at))}
                  y2={yOf(point.value)}
                />
              );
            })}
          </g>
          {points.map((point) => (
            <circle
              key={point.at}
              className="rank-history-point"
              {...placed(point)}
              r={3.5}
              fill={TIER_COLORS[point.tier].base}
              stroke={TIER_COLORS[point.tier].dark}
            />
          ))}
          {points.map(
            (point) =>
              point.label && (
                <text
                  key={point.at}
                  {...CHART_TICK}
                  className="rank-history-point-label"
                  x={percent(xOf(point.at))}
                  y={yOf(point.value) - 8}
                  textAnchor="middle"
                >
                  {point.label}
                </text>
              ),
          )}
          {peak && isPeakShown && (
            <g className="rank-history-peak-mark">
              <circle
                className="rank-history-peak"
                {...placed(peak)}
                r={7}
                fill="none"
                stroke={CHART_THEME.accent}
                strokeWidth={2}
              />
              {peakLabel && (
                <text
                  {...CHART_TICK}
                  className="rank-history-peak-label"
                  x={percent(xOf(peak.at))}
                  // Above the ring, or below it when the ring touches the plot's top.
                  y={
                    yOf(peak.value) - 11 < PLOT_TOP + 10
                      ? yOf(peak.value) + 11
                      : yOf(peak.value) - 11
                  }
                  dy={yOf(peak.value) - 11 < PLOT_TOP + 10 ? '0.71em' : undefined}
                  textAnchor={
                    xOf(peak.at) < 0.15 ? 'start' : xOf(peak.at) > 0.85 ? 'end' : 'middle'
                  }
                  fill={CHART_THEME.accent}
                  fontWeight={600}
                >
                  {peakLabel}
                </text>
              )}
            </g>
          )}
          {/* A tap beside the points closes a tapped point's card. */}
          <rect
            width="100%"
            y={PLOT_TOP}
            height={PLOT_BOTTOM - PLOT_TOP}
            fill="transparent"
            onPointerDown={() => setActiveIndex(null)}
          />
          {/* Generous targets over the points, drawn last so that nothing covers them. */}
          {points.map((point, index) => (
            <circle
              key={point.at}
              className="rank-history-target"
              {...placed(point)}
              r={12}
              fill="transparent"
              onPointerEnter={() => setActiveIndex(index)}
              onPointerDown={() => setActiveIndex(index)}
              onPointerLeave={leave}
            />
          ))}
        </svg>
        {active && (
          <Readout
            x={xOf(active.at)}
            y={yOf(active.value)}
            day={formatDay(active.at)}
            value={formatValue(active)}
          />
        )}
      </div>
    </div>
  );
}

import type { ChampionPage } from '@riftscope/contracts';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { CHART_THEME, CHART_TICK, CHART_TOOLTIP } from '../../../shared/ui/chart-theme.ts';
import { useIntervalText } from '../../../shared/ui/win-rate-interval.tsx';
import { Panel } from './panel.tsx';
import { isSmallSample, useGamesText } from './sample.tsx';

type TrendPoint = ChampionPage['trend'][number];

const HEIGHT = 190;
/** The win rate's plot, then the pick rate's, then the patch names, in pixels from the top. */
const WIN = { top: 10, bottom: 100 };
const PICK = { top: 122, bottom: 162 };
const LABELS_AT = 172;
const GUTTER = 40;
/** The least the win rate axis spans either side of 50 %, so that small changes stay small. */
const MIN_SPAN = 4;
const PICK_COLOR = '#6fa8dc';

const round = (value: number) => Math.round(value * 100) / 100;
/** A patch's place across the plot, as a share of its width: evenly spaced, centred. */
const shareOf = (index: number, count: number) => (index + 0.5) / count;
const across = (share: number) => `${round(share * 100)}%`;

/** The win rate axis: 50 % in the middle, wide enough for every point's interval. */
export function winRateSpan(points: readonly TrendPoint[]): number {
  const reach = points.flatMap((p) =>
    [p.win_rate, p.win_rate_low, p.win_rate_high].filter((v): v is number => v !== null),
  );
  return Math.ceil(Math.max(MIN_SPAN, ...reach.map((v) => Math.abs(v - 50))));
}

/** Where the win rate, its interval and the pick rate of each patch sit, in pixels from the top. */
function layoutOf(points: readonly TrendPoint[]) {
  const span = winRateSpan(points);
  const pickTop = Math.max(1, ...points.map((p) => p.pick_rate ?? 0)) * 1.15;
  const winY = (rate: number) =>
    round(WIN.top + ((50 + span - rate) / (2 * span)) * (WIN.bottom - WIN.top));
  const pickY = (rate: number) => round(PICK.bottom - (rate / pickTop) * (PICK.bottom - PICK.top));
  return { span, winY, pickY };
}

/** A polyline's points through the patches that have a value, broken where one has none. */
function segments(values: readonly (number | null)[], y: (value: number) => number) {
  const runs: { share: number; y: number }[][] = [[]];
  values.forEach((value, index) => {
    if (value === null) runs.push([]);
    else runs.at(-1)?.push({ share: shareOf(index, values.length), y: y(value) });
  });
  return runs.filter((run) => run.length > 1);
}

function Lines({ points }: { points: readonly TrendPoint[] }) {
  const { winY, pickY } = layoutOf(points);
  const draw = (values: (number | null)[], y: (v: number) => number, color: string) =>
    segments(values, y).map((run) =>
      run.slice(1).map((to, i) => {
        const from = run[i] ?? to;
        return (
          <line
            key={`${color}${to.share}`}
            x1={across(from.share)}
            y1={from.y}
            x2={across(to.share)}
            y2={to.y}
            stroke={color}
            strokeWidth={2}
            strokeLinecap="round"
          />
        );
      }),
    );
  return (
    <>
      {draw(
        points.map((p) => p.win_rate),
        winY,
        CHART_THEME.accent,
      )}
      {draw(
        points.map((p) => p.pick_rate),
        pickY,
        PICK_COLOR,
      )}
    </>
  );
}

/** Each patch's win rate as a dot with its interval as a whisker, and its pick rate as a dot. */
function Points({ points, minSample }: { points: readonly TrendPoint[]; minSample: number }) {
  const { winY, pickY } = layoutOf(points);
  return points.map((point, index) => {
    const x = across(shareOf(index, points.length));
    const isSmall = isSmallSample(point, minSample);
    return (
      <g key={point.patch} className="trend-point" data-patch={point.patch}>
        {point.win_rate_low !== null && point.win_rate_high !== null && (
          <line
            x1={x}
            x2={x}
            y1={winY(point.win_rate_high)}
            y2={winY(point.win_rate_low)}
            stroke={CHART_THEME.accent}
            strokeOpacity={0.35}
            strokeWidth={4}
            strokeLinecap="round"
          />
        )}
        {point.win_rate !== null && (
          <circle
            cx={x}
            cy={winY(point.win_rate)}
            r={3.5}
            fill={isSmall ? CHART_THEME.surface : CHART_THEME.accent}
            stroke={CHART_THEME.accent}
            strokeDasharray={isSmall ? '2 2' : undefined}
          />
        )}
        {point.pick_rate !== null && (
          <circle cx={x} cy={pickY(point.pick_rate)} r={3} fill={PICK_COLOR} />
        )}
      </g>
    );
  });
}

/** The card of a hovered, tapped or focused patch: its rates, interval and games. */
function Readout({
  point,
  share,
  minSample,
}: {
  point: TrendPoint;
  share: number;
  minSample: number;
}) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const intervalText = useIntervalText();
  const gamesText = useGamesText();
  const interval = intervalText(point);
  // Against the plot's far side from the patch, so that it never covers the patch's own points
  // and never reaches past a phone's edge: it wraps within the plot's width instead.
  const side = share < 0.5 ? { right: 0 } : { left: 0 };
  return (
    <div
      className="trend-readout pointer-events-none absolute top-0 z-10 max-w-full space-y-0.5 px-2.5 py-1.5"
      style={{ ...CHART_TOOLTIP.contentStyle, ...side }}
    >
      <p style={CHART_TOOLTIP.labelStyle}>{t('trend.patch_name', { patch: point.patch })}</p>
      <p style={{ color: CHART_THEME.accent }}>
        {t('trend.win_rate')}:{' '}
        {point.win_rate === null ? t('missing') : formatPercent(point.win_rate, language, 1)}
        {interval !== null && ` (${interval})`}
      </p>
      <p style={{ color: PICK_COLOR }}>
        {t('trend.pick_rate')}:{' '}
        {point.pick_rate === null ? t('missing') : formatPercent(point.pick_rate, language, 1)}
      </p>
      <p style={{ color: CHART_THEME.text }}>
        {gamesText(point.games)}
        {isSmallSample(point, minSample) && ` · ${t('sample.small')}`}
      </p>
    </div>
  );
}

/** The axes: 50 % and the win rate span's ends, the pick rate's floor, each patch's name. */
function Axes({ points }: { points: readonly TrendPoint[] }) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const { span, winY } = layoutOf(points);
  return (
    <g {...CHART_TICK}>
      <line
        x2="100%"
        y1={winY(50)}
        y2={winY(50)}
        stroke={CHART_THEME.muted}
        strokeOpacity={0.5}
        strokeDasharray="3 3"
      />
      <line x2="100%" y1={PICK.bottom} y2={PICK.bottom} stroke={CHART_THEME.line} />
      {[50 + span, 50, 50 - span].map((rate) => (
        <text key={rate} x={-6} y={winY(rate)} dy="0.355em" textAnchor="end">
          {formatPercent(rate, language, 0)}
        </text>
      ))}
      <text x={-6} y={PICK.top} dy="0.71em" textAnchor="end" fill={PICK_COLOR}>
        {t('trend.pick_short')}
      </text>
      {points.map((point, index) => (
        <text
          key={point.patch}
          x={across(shareOf(index, points.length))}
          y={LABELS_AT}
          dy="0.71em"
          textAnchor="middle"
        >
          {point.patch}
        </text>
      ))}
    </g>
  );
}

/**
 * The plot: win rate (with its interval) above, pick rate below, one column a patch. Plain SVG,
 * drawn from the props alone, like the player page's LP graph; hover, tap or the arrow keys show
 * a patch's card.
 */
function TrendPlot({
  points,
  minSample,
  title,
}: {
  points: readonly TrendPoint[];
  minSample: number;
  title: string;
}) {
  const [active, setActive] = useState<number | null>(null);
  const shown = active === null ? undefined : points[active];
  const step = (event: KeyboardEvent) => {
    const last = points.length - 1;
    const to = {
      ArrowLeft: (active ?? last + 1) - 1,
      ArrowRight: (active ?? -1) + 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, to)));
  };
  const leave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') setActive(null);
  };
  const width = 100 / points.length;
  return (
    <div className="relative" style={{ paddingLeft: GUTTER }}>
      <svg
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={title}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys step the card through the patches, as the mouse does (screen readers have the table)
        tabIndex={0}
        className="block overflow-visible rounded-sm focus-visible:outline-offset-4"
        onKeyDown={step}
        onFocus={(event) => {
          if (event.currentTarget.matches(':focus-visible')) setActive(points.length - 1);
        }}
        onBlur={() => setActive(null)}
      >
        <title>{title}</title>
        <Axes points={points} />
        {shown && active !== null && (
          <line
            {...CHART_TOOLTIP.cursor}
            x1={across(shareOf(active, points.length))}
            x2={across(shareOf(active, points.length))}
            y1={WIN.top}
            y2={PICK.bottom}
          />
        )}
        <Lines points={points} />
        <Points points={points} minSample={minSample} />
        {/* One target a patch, its whole column, drawn last so that nothing covers it. */}
        {points.map((point, index) => (
          <rect
            key={point.patch}
            className="trend-target"
            data-patch={point.patch}
            x={`${round(index * width)}%`}
            width={`${round(width)}%`}
            height={PICK.bottom}
            fill="transparent"
            onPointerEnter={() => setActive(index)}
            onPointerDown={() => setActive(index)}
            onPointerLeave={leave}
          />
        ))}
      </svg>
      {shown && active !== null && (
        // The card's box lets the pointer through: over the patches, it would take the hover away.
        <div className="pointer-events-none absolute inset-y-0 right-0" style={{ left: GUTTER }}>
          <Readout point={shown} share={shareOf(active, points.length)} minSample={minSample} />
        </div>
      )}
    </div>
  );
}

/** The same figures as a table, for screen readers. */
function TrendTable({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const intervalText = useIntervalText();
  const percent = (value: number | null) =>
    value === null ? t('missing') : formatPercent(value, language, 1);
  return (
    // A table ignores the width of sr-only; the box around it does not.
    <div className="sr-only">
      <table>
        <caption>{t('trend.caption', { champion: page.champion.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trend.patch')}</th>
            <th scope="col">{t('trend.win_rate')}</th>
            <th scope="col">{t('trend.pick_rate')}</th>
            <th scope="col">{t('trend.games')}</th>
          </tr>
        </thead>
        <tbody>
          {page.trend.map((point) => (
            <tr key={point.patch}>
              <th scope="row">{point.patch}</th>
              <td>
                {percent(point.win_rate)}
                {intervalText(point) !== null && ` (${intervalText(point)})`}
              </td>
              <td>{percent(point.pick_rate)}</td>
              <td>
                {formatCount(point.games, language)}
                {isSmallSample(point, page.min_sample) && ` (${t('sample.small')})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The champion's win rate (with its 95 % interval) and pick rate in this role over the last
 * patches with data, oldest first; with one patch only, a line says the trend starts with the next.
 */
export function TrendChart({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const points = page.trend;
  if (points.length === 0) return null;
  const range = { first: points[0]?.patch, last: points.at(-1)?.patch };
  return (
    <Panel title={t('trend.title')} note={t('trend.note', range)}>
      <TrendTable page={page} />
      {points.length < 2 ? (
        <p className="text-sm text-muted">{t('trend.one_patch', range)}</p>
      ) : (
        <div>
          <TrendPlot
            points={points}
            minSample={page.min_sample}
            title={t('trend.chart_label', { champion: page.champion.name, ...range })}
          />
          <p className="mt-1 flex gap-4 text-xs text-muted">
            <span style={{ color: CHART_THEME.accent }}>● {t('trend.win_rate')}</span>
            <span style={{ color: PICK_COLOR }}>● {t('trend.pick_rate')}</span>
          </p>
        </div>
      )}
    </Panel>
  );
}

import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../domain/format-number.ts';
import { useLanguage } from '../hooks/use-language.ts';

/** The values a figure's faint bar spans: where nearly every entry's interval lies. */
export interface IntervalScale {
  from: number;
  to: number;
}

/** "95 % interval: 48.1 %–55.3 %", the bounds written by `format`; null without an interval. */
export function useIntervalLabel() {
  const { t } = useTranslation('common');
  return (low: number | null, high: number | null, format: (value: number) => string) =>
    low === null || high === null
      ? null
      : t('interval.label', { low: format(low), high: format(high) });
}

/**
 * A figure with its 95 % interval, unobtrusive: a faint bar under the figure spans the interval
 * (on `scale`), and the range itself (`text`) shows on hover, keyboard focus and tap, and is read
 * to screen readers. Without an interval the figure is shown alone. Inside a button or link,
 * `isInControl` keeps it out of the tab order (a control may not hold another): the range is then
 * part of the control's name and shows on hover.
 */
export function FigureInterval({
  low,
  high,
  text,
  scale,
  children,
  className = '',
  isInControl = false,
}: {
  low: number | null;
  high: number | null;
  /** The range in words, as the figure's language writes it; null without an interval. */
  text: string | null;
  scale: IntervalScale;
  children: ReactNode;
  className?: string;
  isInControl?: boolean;
}) {
  const id = useId();
  if (text === null || low === null || high === null) {
    return <span className={className}>{children}</span>;
  }
  const onBar = (value: number) =>
    ((Math.min(scale.to, Math.max(scale.from, value)) - scale.from) / (scale.to - scale.from)) *
    100;
  const left = onBar(low);
  const width = Math.max(2, onBar(high) - left);
  // A named group: a table row that is a group of its own does not open the range on its hover.
  return (
    <span
      // Focus and tap show the interval, as hover does.
      tabIndex={isInControl ? undefined : 0}
      aria-describedby={id}
      data-interval={`${low}-${high}`}
      className={`group/interval relative inline-flex flex-col items-end rounded outline-none focus-visible:ring-2 focus-visible:ring-accent ${className}`}
    >
      {children}
      <span aria-hidden="true" className="relative mt-0.5 block h-0.5 w-10 rounded bg-white/5">
        <span
          className="absolute inset-y-0 rounded bg-current opacity-35"
          style={{ left: `${left}%`, width: `${Math.min(width, 100 - left)}%` }}
        />
      </span>
      <span id={id} className="sr-only">
        {text}
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-full right-0 z-20 mt-1 hidden whitespace-nowrap rounded bg-surface-2 px-2 py-1 text-xs font-normal text-text shadow-lg ring-1 ring-white/10 group-hover/interval:block group-focus/interval:block"
      >
        {text}
      </span>
    </span>
  );
}

/** The win rates the faint bar spans: where nearly every champion's and player's interval lies. */
const WIN_RATE_SCALE = { from: 30, to: 70 } as const;

/** A win rate's 95 % interval (contracts' win-rate-interval.ts), bounds in percent. */
export interface WinRateBounds {
  win_rate_low: number | null;
  win_rate_high: number | null;
}

/** "95 % interval: 48.1 %–55.3 %" in the page's language; null without an interval. */
export function useIntervalText() {
  const label = useIntervalLabel();
  const language = useLanguage();
  return ({ win_rate_low: low, win_rate_high: high }: WinRateBounds) =>
    label(low, high, (value) => formatPercent(value, language, 1));
}

/**
 * A win rate with its 95 % interval, unobtrusive (FigureInterval): a faint bar under the rate
 * spans the interval on a 30–70 % scale, and the range shows on hover, keyboard focus and tap.
 */
export function WinRateInterval({
  bounds,
  children,
  className = '',
  isInControl = false,
}: {
  bounds: WinRateBounds;
  children: ReactNode;
  className?: string;
  isInControl?: boolean;
}) {
  const text = useIntervalText()(bounds);
  return (
    <FigureInterval
      low={bounds.win_rate_low}
      high={bounds.win_rate_high}
      text={text}
      scale={WIN_RATE_SCALE}
      className={className}
      isInControl={isInControl}
    >
      {children}
    </FigureInterval>
  );
}

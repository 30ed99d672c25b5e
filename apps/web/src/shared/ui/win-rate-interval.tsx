import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../domain/format-number.ts';
import { useLanguage } from '../hooks/use-language.ts';

/** The win rates the faint bar spans: where nearly every champion's and player's interval lies. */
const BAR_FROM = 30;
const BAR_TO = 70;

const onBar = (percent: number) =>
  ((Math.min(BAR_TO, Math.max(BAR_FROM, percent)) - BAR_FROM) / (BAR_TO - BAR_FROM)) * 100;

/** A win rate's 95 % interval (contracts' win-rate-interval.ts), bounds in percent. */
export interface WinRateBounds {
  win_rate_low: number | null;
  win_rate_high: number | null;
}

/** "95 % interval: 48.1 %–55.3 %" in the page's language; null without an interval. */
export function useIntervalText() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return ({ win_rate_low: low, win_rate_high: high }: WinRateBounds) =>
    low === null || high === null
      ? null
      : t('interval.label', {
          low: formatPercent(low, language, 1),
          high: formatPercent(high, language, 1),
        });
}

/**
 * A win rate with its 95 % interval, unobtrusive: a faint bar under the rate spans the interval
 * (on a 30–70 % scale), and the range itself shows on hover, keyboard focus and tap, and is read
 * to screen readers. Without an interval the rate is shown alone. Inside a button or link,
 * `isInControl` keeps it out of the tab order (a control may not hold another): the range is then
 * part of the control's name and shows on hover.
 */
export function WinRateInterval({
  bounds,
  children,
  className = '',
  isInControl = false,
}: {
  bounds: WinRateBounds;
  children: React.ReactNode;
  className?: string;
  isInControl?: boolean;
}) {
  const id = useId();
  const text = useIntervalText()(bounds);
  if (text === null || bounds.win_rate_low === null || bounds.win_rate_high === null) {
    return <span className={className}>{children}</span>;
  }
  const left = onBar(bounds.win_rate_low);
  const width = Math.max(2, onBar(bounds.win_rate_high) - left);
  // A named group: a table row that is a group of its own does not open the range on its hover.
  return (
    <span
      // Focus and tap show the interval, as hover does.
      tabIndex={isInControl ? undefined : 0}
      aria-describedby={id}
      data-interval={`${bounds.win_rate_low}-${bounds.win_rate_high}`}
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

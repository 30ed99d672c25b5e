import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../domain/format-number.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { SmallSampleMark } from './small-sample-mark.tsx';
import { StatCard } from './stat-card.tsx';
import { useIntervalText, WinRateInterval } from './win-rate-interval.tsx';

/**
 * What an entry of a slice's statistics carries (a rune, an item, a champion taking it): its games
 * and wins, its win rate with the 95 % interval, and its pick rate of the sample its answer names.
 */
export interface SliceRecord {
  games: number;
  wins?: number;
  win_rate: number | null;
  win_rate_low: number | null;
  win_rate_high: number | null;
  pick_rate: number | null;
}

/** Whether an entry has fewer games than the answer's minimum sample: its rate is not ranked. */
export const isSmallSample = (entry: { games: number }, minSample: number): boolean =>
  entry.games < minSample;

/**
 * The small-sample mark; compact, a short word read out in full. Its tooltip says what a win rate
 * on fewer than `minSample` games is worth, or `hint` for another figure.
 */
export function SmallSample({
  minSample,
  isCompact = false,
  hint,
}: {
  minSample: number;
  isCompact?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SmallSampleMark
      label={t('figures.small_sample')}
      shortLabel={isCompact ? t('figures.small_sample_short') : undefined}
      hint={hint ?? t('figures.small_sample_hint', { min: formatCount(minSample, language) })}
    />
  );
}

/**
 * A figure of an entry (`children`, with its interval) that, under the minimum sample, is greyed
 * (`isSmall` hands the class to the figure) and carries the small-sample mark, so that it never
 * reads as a reliable figure.
 */
export function SampledFigure({
  games,
  minSample,
  isCompact = false,
  align = 'end',
  hint,
  children,
}: {
  games: number;
  minSample: number;
  isCompact?: boolean;
  /** The side the figure and its mark keep to: a table's figures end, a card's start. */
  align?: 'start' | 'end';
  /** The mark's tooltip, when the figure is not a win rate. */
  hint?: string;
  children: (mutedClass: string) => ReactNode;
}) {
  const isSmall = isSmallSample({ games }, minSample);
  return (
    <span
      className={`inline-flex flex-col gap-0.5 ${align === 'end' ? 'items-end' : 'items-start'}`}
      {...(isSmall ? { 'data-small-sample': '' } : {})}
    >
      {children(isSmall ? 'text-muted' : '')}
      {isSmall && <SmallSample minSample={minSample} isCompact={isCompact} hint={hint} />}
    </span>
  );
}

/** "12.3%", or "—" when there is no rate. */
export function usePercent() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (value: number | null) =>
    value === null ? t('figures.missing') : formatPercent(value, language, 1);
}

/** "1,234 games" in the page's language. */
export function useGamesText() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (games: number) =>
    t('figures.game_count', { count: games, formatted: formatCount(games, language) });
}

/**
 * An entry's win rate with its 95 % interval; under the minimum sample it is greyed and carries
 * the small-sample mark, so that it never reads as a reliable figure.
 */
export function WinRate({
  entry,
  minSample,
  isCompact = false,
  align = 'end',
}: {
  entry: SliceRecord;
  minSample: number;
  isCompact?: boolean;
  /** The side the rate and its mark keep to: a table's figures end, a card's start. */
  align?: 'start' | 'end';
}) {
  const percent = usePercent();
  return (
    <SampledFigure games={entry.games} minSample={minSample} isCompact={isCompact} align={align}>
      {(mutedClass) => (
        <WinRateInterval bounds={entry} className={mutedClass}>
          {percent(entry.win_rate)}
        </WinRateInterval>
      )}
    </SampledFigure>
  );
}

/**
 * Three cards of an entry's record: its win rate (interval under it), its pick rate (`pickNote`
 * names the sample it is a share of) and its games (wins under them).
 */
export function RecordCards({
  record,
  minSample,
  label,
  pickNote,
}: {
  record: SliceRecord & { wins: number };
  minSample: number;
  /** What the cards are of, read out as the list's name. */
  label: string;
  pickNote: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const percent = usePercent();
  const intervalText = useIntervalText();
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-2 sm:gap-3">
      <StatCard label={t('figures.win_rate')} note={intervalText(record)}>
        <WinRate entry={record} minSample={minSample} align="start" />
      </StatCard>
      <StatCard label={t('figures.pick_rate')} note={pickNote}>
        {percent(record.pick_rate)}
      </StatCard>
      <StatCard
        label={t('figures.games')}
        note={t('figures.win_count', {
          count: record.wins,
          formatted: formatCount(record.wins, language),
        })}
      >
        {formatCount(record.games, language)}
      </StatCard>
    </dl>
  );
}

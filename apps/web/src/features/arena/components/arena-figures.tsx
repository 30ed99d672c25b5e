import type { ArenaRecord } from '@riftscope/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDecimal, formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { SampledFigure, usePercent } from '../../../shared/ui/record-figures.tsx';
import { StatCard } from '../../../shared/ui/stat-card.tsx';
import { FigureInterval, useIntervalLabel } from '../../../shared/ui/win-rate-interval.tsx';

/** The average places the faint bar spans: a place of 4.5 is the middle of the lobby. */
const PLACE_SCALE = { from: 2.5, to: 6.5 } as const;
/** The top-four rates it spans: half the lobby finishes in the top four. */
const TOP_FOUR_SCALE = { from: 30, to: 70 } as const;

/** "4.37", or "—" without games: an average place with two decimals. */
export function usePlaceText() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (value: number | null) =>
    value === null ? t('figures.missing') : formatDecimal(value, language, 2);
}

/** The two intervals of a record in words ("95% interval: 4.12–4.61"), null where there is none. */
function useIntervals() {
  const label = useIntervalLabel();
  const language = useLanguage();
  return (record: ArenaRecord) => ({
    place: label(record.average_place_low, record.average_place_high, (value) =>
      formatDecimal(value, language, 2),
    ),
    topFour: label(record.top_four_low, record.top_four_high, (value) =>
      formatPercent(value, language, 1),
    ),
  });
}

/**
 * An entry's average place with its 95 % interval; under the minimum sample it is greyed and
 * carries the small-sample mark, so that it never reads as a reliable figure.
 */
export function AveragePlace({
  record,
  minSample,
  isCompact = false,
  align = 'end',
}: {
  record: ArenaRecord;
  minSample: number;
  isCompact?: boolean;
  align?: 'start' | 'end';
}) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const place = usePlaceText();
  const { place: text } = useIntervals()(record);
  return (
    <SampledFigure
      games={record.games}
      minSample={minSample}
      isCompact={isCompact}
      align={align}
      hint={t('small_sample_hint', { min: formatCount(minSample, language) })}
    >
      {(mutedClass) => (
        <FigureInterval
          low={record.average_place_low}
          high={record.average_place_high}
          text={text}
          scale={PLACE_SCALE}
          className={mutedClass}
        >
          {place(record.average_place)}
        </FigureInterval>
      )}
    </SampledFigure>
  );
}

/** An entry's top-four rate with its 95 % interval, greyed under the minimum sample. */
export function TopFourRate({ record, minSample }: { record: ArenaRecord; minSample: number }) {
  const percent = usePercent();
  const { topFour: text } = useIntervals()(record);
  return (
    <FigureInterval
      low={record.top_four_low}
      high={record.top_four_high}
      text={text}
      scale={TOP_FOUR_SCALE}
      className={record.games < minSample ? 'text-muted' : ''}
    >
      {percent(record.top_four_rate)}
    </FigureInterval>
  );
}

/**
 * Four cards of an entry's Arena record: its average place and top-four rate (each with its
 * interval under it), its first places, and its games (`pickNote` under them: the share of the
 * sample they are).
 */
export function ArenaRecordCards({
  record,
  minSample,
  label,
  pickNote,
}: {
  record: ArenaRecord;
  minSample: number;
  /** What the cards are of, read out as the list's name. */
  label: string;
  pickNote: ReactNode;
}) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const percent = usePercent();
  const intervals = useIntervals()(record);
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
      <StatCard label={t('cards.average_place')} note={intervals.place ?? t('cards.no_interval')}>
        <AveragePlace record={record} minSample={minSample} align="start" />
      </StatCard>
      <StatCard label={t('cards.top_four_rate')} note={intervals.topFour ?? t('cards.no_interval')}>
        <TopFourRate record={record} minSample={minSample} />
      </StatCard>
      <StatCard label={t('cards.first_rate')} note={t('cards.first_note')}>
        {percent(record.first_rate)}
      </StatCard>
      <StatCard label={t('cards.games')} note={pickNote}>
        {formatCount(record.games, language)}
      </StatCard>
    </dl>
  );
}

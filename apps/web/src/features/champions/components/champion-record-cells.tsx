import type { ChampionRef, ChampionSlice, TierRole } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { championHref } from '../../../shared/champion-filters/slice-search.ts';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { WinRateInterval } from '../../../shared/ui/win-rate-interval.tsx';
import { isSmallSample, SmallSampleBadge, winRateClass } from './sample.tsx';

/** A champion's record against or beside the page's champion, as the matchups and partners list it. */
export interface ChampionRecord {
  champion: ChampionRef;
  games: number;
  win_rate: number | null;
  win_rate_low: number | null;
  win_rate_high: number | null;
}

/**
 * A table row's first three cells: the champion's face linked to its page in `role` and the
 * slice, its win rate with the interval, and its games with the small-sample mark. With
 * `dimsSmall`, a small sample's face is also greyed.
 */
export function ChampionRecordCells({
  record,
  role,
  slice,
  minSample,
  dimsSmall = false,
}: {
  record: ChampionRecord;
  role: TierRole | '';
  slice: ChampionSlice;
  minSample: number;
  dimsSmall?: boolean;
}) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const { champion } = record;
  const isSmall = isSmallSample(record, minSample);
  const isDimmed = dimsSmall && isSmall;
  const face = (
    <>
      <GameImage
        src={champion.image_url}
        alt=""
        name={champion.name}
        width={28}
        height={28}
        className={`block size-7 shrink-0 rounded-md ${isDimmed ? 'grayscale' : ''}`}
      />
      <span className="min-w-0 truncate">{champion.name}</span>
    </>
  );
  return (
    <>
      <th scope="row" className="py-1.5 pr-2 text-left font-semibold">
        {champion.key ? (
          <Link
            to={championHref(language, champion.key, role, slice)}
            className={`flex min-w-0 items-center gap-2 hover:text-accent ${isDimmed ? 'text-muted' : ''}`}
          >
            {face}
          </Link>
        ) : (
          <span className="flex min-w-0 items-center gap-2">{face}</span>
        )}
      </th>
      <td
        className={`py-1.5 text-right font-semibold tabular-nums ${winRateClass(record.win_rate, isSmall)}`}
      >
        <WinRateInterval bounds={record}>
          {record.win_rate === null ? t('missing') : formatPercent(record.win_rate, language, 1)}
        </WinRateInterval>
      </td>
      <td className="py-1.5 pl-3 text-right text-xs text-muted tabular-nums">
        <span className="inline-flex flex-wrap items-center justify-end gap-1">
          {isSmall && <SmallSampleBadge minSample={minSample} isCompact />}
          {formatCount(record.games, language)}
        </span>
      </td>
    </>
  );
}

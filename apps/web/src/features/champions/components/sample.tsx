import type { TierLetter } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { SmallSampleMark } from '../../../shared/ui/small-sample-mark.tsx';
import { WinRateInterval } from '../../../shared/ui/win-rate-interval.tsx';

/** What every entry of a champion page carries: its games, win rate and share of its sample. */
export interface SampleFigures {
  games: number;
  win_rate: number | null;
  /** The win rate's 95 % interval, shown unobtrusively beside it when given. */
  win_rate_low?: number | null;
  win_rate_high?: number | null;
  pick_rate?: number | null;
}

/** Whether an entry has fewer games than the page's minimum sample. */
export const isSmallSample = (entry: { games: number }, minSample: number) =>
  entry.games < minSample;

/** Win rates well above or below even stand out; the rest stay plain. */
export function winRateClass(winRate: number | null, isSmall = false): string {
  if (winRate === null || isSmall) return 'text-muted';
  if (winRate >= 52) return 'text-win';
  if (winRate <= 48) return 'text-loss';
  return 'text-text';
}

/**
 * "Small sample", with the minimum it falls short of as its tooltip; compact, a short word that
 * screen readers still hear in full.
 */
export function SmallSampleBadge({
  minSample,
  isCompact = false,
}: {
  minSample: number;
  isCompact?: boolean;
}) {
  const { t } = useTranslation('champions');
  return (
    <SmallSampleMark
      label={t('sample.small')}
      shortLabel={isCompact ? t('sample.small_short') : undefined}
      hint={t('sample.small_hint', { min: minSample })}
    />
  );
}

/** "1,234 games" in the page's language. */
export function useGamesText() {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  return (games: number) => t('games', { count: games, formatted: formatCount(games, language) });
}

/**
 * An entry's win rate (with its 95 % interval), games and (when given) pick rate on one line, and
 * the small-sample badge when it has fewer games than `minSample`.
 */
export function SampleLine({
  entry,
  minSample,
  className = '',
  isInControl = false,
}: {
  entry: SampleFigures;
  minSample: number;
  className?: string;
  /** Inside a button: the interval is then part of the button's name, not a focus stop of its own. */
  isInControl?: boolean;
}) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const gamesText = useGamesText();
  const isSmall = isSmallSample(entry, minSample);
  return (
    <span
      className={`flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs tabular-nums ${className}`}
    >
      <WinRateInterval
        bounds={{
          win_rate_low: entry.win_rate_low ?? null,
          win_rate_high: entry.win_rate_high ?? null,
        }}
        className={`font-semibold ${winRateClass(entry.win_rate, isSmall)}`}
        isInControl={isInControl}
      >
        {t('sample.win_rate', {
          rate: entry.win_rate === null ? t('missing') : formatPercent(entry.win_rate, language, 1),
        })}
      </WinRateInterval>
      <span className="text-muted">{gamesText(entry.games)}</span>
      {entry.pick_rate !== undefined && entry.pick_rate !== null && (
        <span className="text-muted">
          {t('sample.pick_rate', { rate: formatPercent(entry.pick_rate, language, 1) })}
        </span>
      )}
      {isSmall && <SmallSampleBadge minSample={minSample} />}
    </span>
  );
}

const TIER_CLASSES: Record<TierLetter, string> = {
  'S+': 'bg-rose-500/15 text-rose-300 ring-rose-400/40',
  S: 'bg-orange-500/15 text-orange-300 ring-orange-400/40',
  A: 'bg-amber-400/15 text-amber-200 ring-amber-300/40',
  B: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/40',
  C: 'bg-sky-500/15 text-sky-300 ring-sky-400/40',
  D: 'bg-slate-500/15 text-slate-300 ring-slate-400/40',
};

/** A tier letter in the tier list's colours; "--" when there is none. */
export function TierBadge({ tier, size = 'sm' }: { tier: TierLetter | null; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('champions');
  const box =
    size === 'lg'
      ? 'h-10 min-w-12 rounded-lg px-2 text-xl'
      : 'h-5 min-w-7 rounded px-1 text-[0.7rem]';
  if (!tier) {
    return (
      <span className={`inline-flex items-center justify-center text-muted ${box}`}>
        {t('missing')}
      </span>
    );
  }
  return (
    <span
      className={`inline-flex items-center justify-center font-extrabold ring-1 ${box} ${TIER_CLASSES[tier]}`}
    >
      {tier}
    </span>
  );
}

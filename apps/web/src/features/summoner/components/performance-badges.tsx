import type { PerformanceBadge } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';

const BADGE_STYLES = {
  MVP: 'bg-accent text-bg',
  ACE: 'bg-[#6d5bd0] text-white',
} as const;

/** The 0–10 performance score with one decimal, and the MVP or ACE badge beside it. */
export function ScoreBadge({
  score,
  badge,
  size = 'sm',
}: {
  score: number | null;
  badge: PerformanceBadge;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  if (score === null) return null;
  const value = formatDecimal(score, language, 1);
  // In a scoreboard row the badge goes under the score, so that the column stays narrow.
  const layout = size === 'xs' ? 'flex-col gap-0.5 text-[0.7rem]' : 'text-xs';
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap ${layout}`}>
      <span
        title={t('matches.score_label', { score: value })}
        className="rounded-md bg-bg/70 px-1.5 py-px font-bold tabular-nums ring-1 ring-line"
      >
        <span className="sr-only">{t('matches.score_label', { score: value })}</span>
        <span aria-hidden="true">{value}</span>
      </span>
      {badge && (
        <span
          title={t(`matches.badges.${badge}_hint`)}
          className={`rounded-md px-1.5 py-px font-extrabold tracking-wide ${BADGE_STYLES[badge]}`}
        >
          {t(`matches.badges.${badge}`)}
        </span>
      )}
    </span>
  );
}

/**
 * Double … Penta Kill, for the largest multikill of the game; nothing below a double. `isShort`
 * shows one word (Double … Penta) where a narrow cell would cut the full name, which stays the
 * badge's title and accessible name.
 */
export function MultikillBadge({
  largest,
  isShort = false,
  className = '',
}: {
  largest: number;
  isShort?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('summoner');
  if (largest < 2) return null;
  const count = Math.min(largest, 5) as 2 | 3 | 4 | 5;
  const full = t(`matches.multikills.${count}`);
  const tone =
    largest >= 4 ? 'bg-loss/20 text-loss ring-loss/40' : 'bg-surface-2 text-text ring-line';
  return (
    <span
      title={isShort ? full : undefined}
      className={`inline-block max-w-full truncate rounded-full px-2 py-px text-[0.7rem] font-bold whitespace-nowrap ring-1 ${tone} ${className}`}
    >
      {isShort ? (
        <>
          <span className="sr-only">{full}</span>
          <span aria-hidden="true">{t(`matches.multikill_short.${count}`)}</span>
        </>
      ) : (
        full
      )}
    </span>
  );
}

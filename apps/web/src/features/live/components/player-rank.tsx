import { isApexTier, type RankedEntry, type RankedTier, winRate } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { FormRecord } from '../../../shared/scouting/form-strip.tsx';
import { RankEmblem } from '../../../shared/ui/rank-emblem.tsx';

/** A tier and its division as the cards write them: "Gold II"; an apex tier has no division. */
export function useRankName(): (rank: { tier: RankedTier; division: string | null }) => string {
  const { t } = useTranslation('meta');
  return ({ tier, division }) =>
    isApexTier(tier) || division === null
      ? t(`tiers.${tier}`)
      : `${t(`tiers.${tier}`)} ${division}`;
}

/**
 * A player's standing: emblem and tier ("Flex" after it when it is the Flex standing, shown for
 * want of a Solo/Duo one), LP, and the season's record with its win rate (the entry's wins and
 * losses).
 */
export function RankLine({ rank }: { rank: RankedEntry }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const rankName = useRankName();
  const rate = Math.round(winRate(rank.wins, rank.wins + rank.losses));
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span
        className={`inline-flex items-center gap-1 font-semibold ${TIER_TEXT_CLASS[rank.tier]}`}
      >
        <RankEmblem tier={rank.tier} size={16} isDecorative />
        {rankName({ tier: rank.tier, division: rank.rank })}
      </span>
      {rank.queue_type === 'RANKED_FLEX_SR' && (
        <span className="rounded bg-surface-2 px-1 text-[0.625rem] font-semibold tracking-wide text-muted uppercase">
          {t('player.flex')}
        </span>
      )}
      <span>{t('player.lp', { lp: formatCount(rank.leaguePoints, language) })}</span>
      <span className="text-muted">
        <FormRecord wins={rank.wins} losses={rank.losses} />
      </span>
      <span className={rate >= 50 ? 'text-win' : 'text-loss'}>
        {t('player.season_wr', { rate: formatPercent(rate, language) })}
      </span>
    </span>
  );
}

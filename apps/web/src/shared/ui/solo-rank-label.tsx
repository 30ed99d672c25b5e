import { isApexTier, type SoloRank } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { TIER_TEXT_CLASS } from '../domain/ranked-tier.ts';
import { RankEmblem } from './rank-emblem.tsx';

/**
 * A listed player's Solo/Duo standing: the emblem and the tier written beside it ("Gold II"; an
 * apex tier has no division), or "Unranked".
 */
export function SoloRankLabel({ rank }: { rank: SoloRank }) {
  const { t } = useTranslation('meta');
  const { t: tc } = useTranslation('common');
  if (!rank) return <span>{tc('unranked')}</span>;
  return (
    <span className={`inline-flex items-center gap-1 font-semibold ${TIER_TEXT_CLASS[rank.tier]}`}>
      <RankEmblem tier={rank.tier} size={16} isDecorative />
      {t(`tiers.${rank.tier}`)}
      {!isApexTier(rank.tier) && ` ${rank.rank}`}
    </span>
  );
}

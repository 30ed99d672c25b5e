import { type AverageRankAnswer, isApexTier } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';

/**
 * The game's average Solo/Duo tier on the match card ("Avg. Platinum II"), with how many of the
 * players it is drawn from on hover and for screen readers; the server gives one only from
 * AVERAGE_RANK_MIN_PLAYERS ranked players on (docs/player-page.md, Everyone's rank in a match).
 */
export function AverageRank({ average }: { average: AverageRankAnswer | undefined }) {
  const { t } = useTranslation('summoner');
  const { t: tm } = useTranslation('meta');
  if (!average) return null;
  const tier = tm(`tiers.${average.tier}`);
  const rank =
    isApexTier(average.tier) || average.division === null ? tier : `${tier} ${average.division}`;
  const sample = t('match_ranks.average_sample', { players: average.players, of: average.of });
  return (
    <span title={sample} className="leading-tight break-words text-muted">
      {t('match_ranks.average_label')}{' '}
      <span className={`font-semibold ${TIER_TEXT_CLASS[average.tier]}`}>{rank}</span>
      <span className="sr-only"> ({sample})</span>
    </span>
  );
}

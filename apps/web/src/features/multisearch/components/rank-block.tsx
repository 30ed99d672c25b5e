import { isApexTier, type RankedEntry } from '@riftscope/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { RankEmblem } from '../../../shared/ui/rank-emblem.tsx';
import { seasonRecord } from '../column-figures.ts';
import { BlockTitle, rateClass } from './column-frame.tsx';

/**
 * One ranked standing: the emblem, tier and division, LP and the season's win rate over its
 * games (Riot's count of the season), or "Unranked"; `children` go under it.
 */
export function RankBlock({
  title,
  entry,
  children,
}: {
  title: string;
  entry: RankedEntry | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('multisearch');
  const { t: tm } = useTranslation('meta');
  const language = useLanguage();
  if (!entry) {
    return (
      <div>
        <BlockTitle>{title}</BlockTitle>
        <p className="font-semibold text-muted">{t('rank.unranked')}</p>
        {children}
      </div>
    );
  }
  const season = seasonRecord(entry);
  return (
    <div>
      <BlockTitle>{title}</BlockTitle>
      <div className="flex items-center gap-2.5">
        <RankEmblem tier={entry.tier} size={44} isDecorative />
        <div className="min-w-0">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className={`font-bold ${TIER_TEXT_CLASS[entry.tier]}`}>
              {tm(`tiers.${entry.tier}`)}
              {!isApexTier(entry.tier) && ` ${entry.rank}`}
            </span>
            <span className="text-sm">
              {t('rank.lp', { lp: formatCount(entry.leaguePoints, language) })}
            </span>
          </p>
          <p className="text-xs text-muted">
            <span className={rateClass(season.winRate)}>
              {t('rank.season', {
                count: season.games,
                formatted: formatCount(season.games, language),
                rate: formatPercent(season.winRate, language),
              })}
            </span>
          </p>
        </div>
      </div>
      {children}
    </div>
  );
}

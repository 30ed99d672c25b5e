import type { GameLpPoint } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatSigned } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';

/** The LP change of the game that a snapshot follows, for the graph's point: " · +21 LP". */
export function useGameLpText(points: readonly GameLpPoint[] | undefined) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const byAt = new Map((points ?? []).map((p) => [Date.parse(p.seen_at), p]));
  return (at: number): string => {
    const point = byAt.get(at);
    if (!point || point.lp === null) return '';
    return ` · ${t('ranked.lp', { lp: formatSigned(point.lp, (n) => formatCount(n, language)) })}`;
  };
}

import type { LpChangeAnswer } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatSigned } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useStandingText } from './rank-history.tsx';

/**
 * What a ranked game did to the player's standing, under the card's result: "+21 LP", with
 * "Promoted to Gold I" or "Placed in Silver II" when it moved a division. Nothing when the
 * snapshots do not prove it (docs/player-page.md, LP per game).
 */
export function LpChange({ change }: { change: LpChangeAnswer | null | undefined }) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const standing = useStandingText();
  if (!change) return null;
  const rank = standing.rank(change.tier, change.rank);
  const lp =
    change.lp === null
      ? null
      : t('ranked.lp', { lp: formatSigned(change.lp, (n) => formatCount(n, language)) });
  const moved = change.kind === 'lp' ? null : t(`matches.lp_change.${change.kind}`, { rank });
  const tone =
    change.lp === null || change.lp === 0 ? '' : change.lp > 0 ? 'text-link' : 'text-loss';
  return (
    <span
      className="flex flex-col leading-tight"
      title={t('matches.lp_change.title', {
        standing: `${rank} ${t('ranked.lp', { lp: formatCount(change.league_points, language) })}`,
      })}
    >
      {lp && <span className={`font-semibold tabular-nums ${tone}`}>{lp}</span>}
      {moved && <span className="text-muted break-words">{moved}</span>}
    </span>
  );
}

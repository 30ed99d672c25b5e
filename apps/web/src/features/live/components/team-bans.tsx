import type { LiveBan } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameIcon } from '../../../shared/ui/game-image.tsx';

/**
 * One team's bans in pick-turn order, as champion icons; a skipped ban (Riot's -1) keeps its
 * place as an empty slot. Nothing is shown in modes without bans. `title` names the list where
 * the team is not named around it ("Blue Team bans"); "Bans" otherwise.
 */
export function TeamBans({ bans, title }: { bans: readonly LiveBan[]; title?: string }) {
  const { t } = useTranslation('live');
  const headingId = useId();
  if (bans.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 border-t border-line px-3 py-2">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {title ?? t('bans.title')}
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-1.5">
        {[...bans]
          .sort((a, b) => a.pick_turn - b.pick_turn)
          .map((ban) => (
            <li key={ban.pick_turn}>
              {ban.champion ? (
                <GameIcon
                  src={ban.champion.image_url}
                  name={ban.champion.name}
                  size={28}
                  className="block size-7 rounded grayscale"
                />
              ) : (
                <span
                  role="img"
                  aria-label={t('bans.none')}
                  title={t('bans.none')}
                  className="block size-7 rounded border border-dashed border-muted/60"
                />
              )}
            </li>
          ))}
      </ul>
    </div>
  );
}

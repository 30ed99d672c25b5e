import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatCount } from '../../../shared/domain/format-number.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { masteryQuery } from '../api/mastery-api.ts';

/** Champions the profile card shows. */
const TOP = 3;

/**
 * The profile card's three champions with the most mastery points: icon, level and points (the
 * Mastery tab's answer, so one request serves both). Nothing while it loads or when the player
 * has none; "unavailable" when Riot could not be asked and nothing is stored.
 */
export function MasteryTop({ player, puuid }: { player: PlayerRef; puuid: string }) {
  const { t } = useTranslation('mastery');
  const language = useLanguage();
  const mastery = useQuery(masteryQuery(player, puuid, language));
  const headingId = useId();
  const data = mastery.data;
  if (!data) return null;
  if (!data.is_available) {
    return <p className="mt-3 text-xs text-muted">{t('top.unavailable')}</p>;
  }
  const top = data.data.slice(0, TOP);
  if (top.length === 0) return null;
  return (
    // On phones the Mastery tab has them, so that the profile leaves room for the games.
    <div className="mt-3 hidden border-t border-line pt-3 sm:block">
      <h3 id={headingId} className="mb-2 text-xs font-semibold text-muted uppercase">
        {t('top.title')}
      </h3>
      <ul aria-labelledby={headingId} className="grid grid-cols-3 gap-2">
        {top.map((m) => (
          <li key={m.champion_id} className="flex min-w-0 items-center gap-1.5">
            <span className="sr-only">
              {t('top.item', {
                champion: m.champion_name,
                level: m.level,
                points: formatCount(m.points, language),
              })}
            </span>
            <GameImage
              src={m.image_url}
              alt=""
              name={m.champion_name}
              width={32}
              height={32}
              className="block size-8 shrink-0 rounded-md"
            />
            <span aria-hidden="true" className="min-w-0 text-xs leading-tight">
              <span className="block font-semibold">{t('top.level', { level: m.level })}</span>
              <span className="block text-muted tabular-nums">
                {formatCompact(m.points, language)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

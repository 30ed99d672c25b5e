import type { LivePlayer, RankedForm } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import {
  formatCompact,
  formatCount,
  formatDecimal,
  formatPercent,
} from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { FormRecord, FormStrip } from '../../../shared/scouting/form-strip.tsx';
import { useRoleName } from '../../../shared/scouting/role-label.tsx';
import { RoleIcon } from '../../../shared/ui/role-icon.tsx';

/** "KDA 3.25", or "Perfect KDA" without deaths. */
function useKdaText(): (kda: number | null) => string {
  const { t } = useTranslation('live');
  const language = useLanguage();
  return (kda) =>
    kda === null
      ? t('player.kda_perfect')
      : t('player.kda', { ratio: formatDecimal(kda, language) });
}

/**
 * The player's newest stored games of the game's ranked queue: the W/L strip, then the record,
 * KDA and main role; "stored games only" when the player's whole history is not stored.
 */
export function FormLine({ form }: { form: RankedForm }) {
  const { t } = useTranslation('live');
  const kdaText = useKdaText();
  const roleName = useRoleName();
  const title = t(form.queue === 'flex' ? 'player.form_flex' : 'player.form_solo');
  if (form.games === 0) return <p className="text-xs text-muted">{t('player.no_form')}</p>;
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-x-1.5 text-xs">
        <span className="font-semibold text-muted">{title}</span>
        {!form.is_complete && <span className="text-muted">({t('player.form_partial')})</span>}
      </p>
      <FormStrip results={form.results} />
      <p className="flex flex-wrap items-center gap-x-1.5 text-xs">
        <FormRecord wins={form.wins} losses={form.losses} />
        <span aria-hidden="true">·</span>
        <span className="whitespace-nowrap">{kdaText(form.kda)}</span>
        {form.main_role && (
          <>
            <span aria-hidden="true">·</span>
            <span
              className="inline-flex items-center"
              title={t('player.main_role', { role: roleName(form.main_role) })}
            >
              <RoleIcon role={form.main_role} className="size-4" />
              <span className="sr-only">
                {t('player.main_role', { role: roleName(form.main_role) })}
              </span>
            </span>
          </>
        )}
      </p>
    </div>
  );
}

/**
 * The player's stored games this season on the champion they play now (every queue), named as a
 * sample of what RiftScope stored, with the stored mastery when there is one.
 */
export function ChampionLine({
  summoner,
  champion,
}: {
  summoner: NonNullable<LivePlayer['summoner']>;
  champion: string;
}) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const kdaText = useKdaText();
  const { games, win_rate, kda } = summoner.champion_games;
  const { mastery } = summoner;
  return (
    <p className="text-xs text-muted">
      {games > 0
        ? t('player.champion_games', {
            champion,
            count: games,
            formatted: formatCount(games, language),
            rate: formatPercent(win_rate, language),
            kda: kdaText(kda),
          })
        : t('player.no_champion_games', { champion })}
      {mastery &&
        ` · ${t('player.mastery', {
          level: mastery.level,
          points: formatCompact(mastery.points, language),
        })}`}
    </p>
  );
}

import { type LiveGame, teamScore, winChance } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';

/**
 * Each team's estimated chance from its ranked players (docs/product.md, Live game), as one bar, with
 * a note under it saying how the estimate is made.
 */
export function WinChanceBar({ game }: { game: LiveGame }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const headingId = useId();
  const rank = (player: LiveGame['blue_team'][number]) => player.summoner?.rank;
  const chance = winChance(teamScore(game.blue_team.map(rank)), teamScore(game.red_team.map(rank)));
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id={headingId} className="font-bold">
        {t('win_chance.title')}
      </h2>
      <div className="flex items-center justify-between text-sm font-bold">
        <p className="text-blue-team">
          {t('win_chance.blue', { chance: formatPercent(chance.blue, language) })}
        </p>
        <p className="text-red-team">
          {t('win_chance.red', { chance: formatPercent(chance.red, language) })}
        </p>
      </div>
      <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-bg">
        <div
          data-testid="win-chance-blue"
          className="h-full bg-blue-team transition-[width] duration-500"
          style={{ width: `${chance.blue}%` }}
        />
        <div className="h-full flex-1 bg-red-team" />
      </div>
      <p className="text-xs text-muted">{t('win_chance.note')}</p>
    </section>
  );
}

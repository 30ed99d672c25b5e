import type { MultiSearchPlayer } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCompact,
  formatDecimal,
  formatPercent,
} from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { ChampionLine } from '../../../shared/ui/champion-line.tsx';
import { rateClass } from './column-frame.tsx';

/**
 * The season's champion pool in the column's queue, most games first: each champion's games
 * (the sample of its win rate and KDA), win rate, KDA and the stored mastery where there is one.
 * Says so when the queue has no game this season.
 */
export function ChampionPool({ player }: { player: MultiSearchPlayer }) {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const headingId = useId();
  return (
    <div>
      <h3
        id={headingId}
        className="mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase"
      >
        {t(`pool.title_${player.queue}`)}
      </h3>
      {player.pool.length === 0 ? (
        <p className="text-sm text-muted">{t('pool.none')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-1.5">
          {player.pool.map((entry) => (
            <ChampionLine
              key={entry.champion.id}
              name={entry.champion.name}
              imageUrl={entry.champion.image_url}
            >
              <p className="text-muted">
                <span className="whitespace-nowrap">
                  {t('pool.games', { count: entry.games })} ·{' '}
                  <span className={rateClass(entry.win_rate)}>
                    {formatPercent(entry.win_rate, language)}
                  </span>
                </span>
                {' · '}
                <span className="whitespace-nowrap">
                  {entry.kda === null
                    ? t('recent.kda_perfect')
                    : t('recent.kda_ratio', { ratio: formatDecimal(entry.kda, language) })}
                </span>
              </p>
              {entry.mastery && (
                <p className="text-muted">
                  <span className="whitespace-nowrap">
                    {t('pool.mastery_level', { level: entry.mastery.level })}
                  </span>
                  {' · '}
                  <span className="whitespace-nowrap">
                    {t('pool.mastery_points', {
                      points: formatCompact(entry.mastery.points, language),
                    })}
                  </span>
                </p>
              )}
            </ChampionLine>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { MultiSearchPlayer } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { FormRecord, FormStrip } from '../../../shared/scouting/form-strip.tsx';
import { StreakBadge } from '../../../shared/ui/streak-badge.tsx';
import { rateClass } from './column-frame.tsx';

/**
 * The column's recent games of its queue: the sample named with the queue ("Solo/Duo · last 20
 * games"), the streak, the W/L strip (not named ranked for every queue), record and win rate, and the average K/D/A with the KDA ratio.
 */
export function RecentForm({ player }: { player: MultiSearchPlayer }) {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const { recent } = player;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('recent.sample', { count: recent.games, queue: t(`queue.${player.queue}`) })}
        </h3>
        <StreakBadge
          streak={recent.streak}
          label={(streak) =>
            t(streak.result === 'win' ? 'recent.streak_wins' : 'recent.streak_losses', {
              count: streak.games,
            })
          }
        />
      </div>
      <FormStrip results={player.results} columns={10} isRanked={player.queue !== 'all'} />
      <p className="flex flex-wrap gap-x-2 text-sm">
        <FormRecord wins={recent.wins} losses={recent.losses} />
        <span className={`font-semibold ${rateClass(recent.win_rate)}`}>
          {t('recent.win_rate', { rate: formatPercent(recent.win_rate, language) })}
        </span>
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-bold tabular-nums">
          <span className="sr-only">{t('recent.kda_label')}: </span>
          {formatDecimal(recent.avg_kills, language, 1)} <span className="text-muted">/</span>{' '}
          <span className="text-loss">{formatDecimal(recent.avg_deaths, language, 1)}</span>{' '}
          <span className="text-muted">/</span> {formatDecimal(recent.avg_assists, language, 1)}
        </span>
        <span className="font-semibold text-accent">
          {recent.kda === null
            ? t('recent.kda_perfect')
            : t('recent.kda_ratio', { ratio: formatDecimal(recent.kda, language) })}
        </span>
      </p>
    </div>
  );
}

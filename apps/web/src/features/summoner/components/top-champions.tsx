import { winRate } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatPercent } from '../../../shared/domain/format-number.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { topChampionsQuery } from '../api/summoner-api.ts';
import { kdaRatio } from '../kda.ts';

const SKELETON_ROWS = 3;

/**
 * The player's most played champions of the season (every queue): games, win rate (0 without
 * games) and average KDA, under the scope they count, and a note while the season's older games
 * are still being imported.
 */
export function TopChampions({ player, puuid }: { player: PlayerRef; puuid: string }) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const champions = useQuery(topChampionsQuery(player, puuid, language));
  const headingId = useId();

  let body: ReactNode;
  if (champions.isPending) {
    body = (
      <div aria-hidden="true" className="space-y-3">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} className="h-10" />
        ))}
      </div>
    );
  } else if (champions.isError) {
    body = <p className="text-sm text-muted">{t('top_champions.error')}</p>;
  } else if (champions.data.data.length === 0) {
    body = <p className="text-sm text-muted">{t('top_champions.empty')}</p>;
  } else {
    body = (
      <ul className="space-y-2.5">
        {champions.data.data.map((champion) => {
          const rate = Math.round(winRate(champion.wins, champion.games));
          const kda = kdaRatio(champion.avg_kills, champion.avg_deaths, champion.avg_assists);
          return (
            <li key={champion.champion_id} className="flex items-center gap-3">
              <GameImage
                src={champion.image_url}
                alt=""
                name={champion.champion_name}
                width={40}
                height={40}
                className="size-10 shrink-0 rounded-lg"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{champion.champion_name}</p>
                <p className="text-xs text-muted">
                  {t('top_champions.games', { games: champion.games })}
                </p>
              </div>
              <div className="shrink-0 text-right text-xs">
                <p className={`font-semibold ${rate >= 50 ? 'text-win' : 'text-loss'}`}>
                  {t('top_champions.win_rate', { rate: formatPercent(rate, language) })}
                </p>
                <p className="text-muted">
                  {kda === null
                    ? t('matches.kda_perfect')
                    : t('top_champions.kda', { kda: formatDecimal(kda, language) })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={champions.isPending}
      className="rounded-xl border border-line bg-surface p-4"
    >
      <div className="mb-3">
        <h2 id={headingId} className="font-bold">
          {t('top_champions.title')}
        </h2>
        {champions.data && (
          <p className="text-xs text-muted">
            {t('top_champions.scope', { season: champions.data.season })}
          </p>
        )}
      </div>
      {champions.data?.is_importing && (
        <p role="status" className="mb-3 flex items-center gap-2 text-xs text-muted">
          <Spinner className="size-3.5 shrink-0" />
          {t('top_champions.importing')}
        </p>
      )}
      {body}
    </section>
  );
}

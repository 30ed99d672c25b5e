import {
  type Language,
  type QueueFilter,
  type RecentSummary as Summary,
  winRate,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatPercent } from '../../../shared/domain/format-number.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ChampionLine } from '../../../shared/ui/champion-line.tsx';
import { RoleIcon } from '../../../shared/ui/role-icon.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StreakBadge } from '../../../shared/ui/streak-badge.tsx';
import { WinRateInterval } from '../../../shared/ui/win-rate-interval.tsx';
import { recentSummaryQuery } from '../api/summoner-api.ts';
import { RecentLane } from './recent-lane.tsx';

const RING_RADIUS = 30;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

// Narrow (a phone, or the page's main column on a small laptop): results and K/D/A side by
// side, then champions and roles. From 42rem of room: results, K/D/A and roles in a row, the
// champions side by side below them.
const FIGURES =
  'grid grid-cols-2 items-start gap-x-4 gap-y-5 @2xl:grid-cols-[auto_minmax(0,1fr)_auto]';
const CHAMPIONS_ROW = 'col-span-2 @2xl:order-last @2xl:col-span-3';
const ROLES_CELL = 'col-span-2 @2xl:col-span-1';
const LANE_ROW = 'col-span-2 @2xl:col-span-3';

/** Wins as the green part of a ring (losses red), the win rate and its interval inside. */
function WinRing({ summary, language }: { summary: Summary; language: Language }) {
  const { t } = useTranslation('summoner');
  const wonLength = (summary.wins / summary.games) * RING_LENGTH;
  return (
    <div className="relative size-20 shrink-0">
      <svg viewBox="0 0 80 80" className="size-20 -rotate-90" aria-hidden="true">
        <circle
          cx="40"
          cy="40"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="9"
          className="stroke-loss"
        />
        <circle
          cx="40"
          cy="40"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="9"
          strokeDasharray={`${wonLength} ${RING_LENGTH}`}
          className="stroke-win"
        />
      </svg>
      <p className="absolute inset-0 flex items-center justify-center text-sm font-bold tabular-nums">
        <WinRateInterval bounds={summary} className="items-center">
          <span>
            <span className="sr-only">{t('recent.win_rate')} </span>
            {formatPercent(summary.win_rate, language)}
          </span>
        </WinRateInterval>
      </p>
    </div>
  );
}

function Results({ summary, language }: { summary: Summary; language: Language }) {
  const { t } = useTranslation('summoner');
  return (
    <div className="flex items-center gap-3">
      <WinRing summary={summary} language={language} />
      <div className="min-w-0 text-sm">
        <p className="text-muted">{t('recent.games', { count: summary.games })}</p>
        <p className="font-semibold">
          {t('recent.record', { wins: summary.wins, losses: summary.losses })}
        </p>
      </div>
    </div>
  );
}

function Averages({ summary, language }: { summary: Summary; language: Language }) {
  const { t } = useTranslation('summoner');
  const one = (value: number) => formatDecimal(value, language, 1);
  return (
    <div className="min-w-0 space-y-1 text-sm">
      <p className="text-base font-bold tabular-nums">
        <span className="sr-only">{t('recent.averages')}: </span>
        {one(summary.avg_kills)} <span className="text-muted">/</span>{' '}
        <span className="text-loss">{one(summary.avg_deaths)}</span>{' '}
        <span className="text-muted">/</span> {one(summary.avg_assists)}
      </p>
      <p className="font-semibold text-accent">
        {summary.kda === null
          ? t('matches.kda_perfect')
          : t('matches.kda_ratio', { ratio: formatDecimal(summary.kda, language) })}
      </p>
      {summary.kill_participation !== null && (
        <p className="text-muted">
          {t('recent.kill_participation', {
            value: formatPercent(summary.kill_participation, language),
          })}
        </p>
      )}
    </div>
  );
}

function Champions({ summary, language }: { summary: Summary; language: Language }) {
  const { t } = useTranslation('summoner');
  const headingId = useId();
  return (
    <div className={`min-w-0 ${CHAMPIONS_ROW}`}>
      <h3 id={headingId} className="mb-1.5 text-xs font-semibold text-muted uppercase">
        {t('recent.champions_title')}
      </h3>
      <ul aria-labelledby={headingId} className="grid gap-2 @lg:grid-cols-3">
        {summary.champions.map((champion) => {
          const rate = winRate(champion.wins, champion.games);
          return (
            <ChampionLine
              key={champion.champion_id}
              name={champion.champion_name}
              imageUrl={champion.image_url}
            >
              <p className="text-muted">
                <span className={rate >= 50 ? 'text-win' : 'text-loss'}>
                  {formatPercent(rate, language)}
                </span>{' '}
                ({t('recent.record', { wins: champion.wins, losses: champion.losses })})
              </p>
              <p className="font-semibold">
                {champion.kda === null
                  ? t('matches.kda_perfect')
                  : t('matches.kda_ratio', { ratio: formatDecimal(champion.kda, language) })}
              </p>
            </ChampionLine>
          );
        })}
      </ul>
    </div>
  );
}

/** Five bars, one a lane, as tall as the share of the games played there. */
function Roles({ summary, language }: { summary: Summary; language: Language }) {
  const { t } = useTranslation('summoner');
  const headingId = useId();
  const hasRoles = summary.roles.some((role) => role.games > 0);
  return (
    <div className={`min-w-0 ${ROLES_CELL}`}>
      <h3 id={headingId} className="mb-1.5 text-xs font-semibold text-muted uppercase">
        {t('recent.roles_title')}
      </h3>
      {hasRoles ? (
        <ul aria-labelledby={headingId} className="flex items-end gap-2.5">
          {summary.roles.map(({ role, games }) => {
            const share = (games / summary.games) * 100;
            const label = t('recent.role_games', {
              role: t(`recent.roles.${role}`),
              share: formatPercent(share, language),
              games,
              total: summary.games,
            });
            return (
              <li key={role} title={label} className="flex flex-col items-center gap-1">
                <span className="sr-only">{label}</span>
                <span
                  aria-hidden="true"
                  className="flex h-12 w-3 items-end overflow-hidden rounded-sm bg-surface-2"
                >
                  <span className="w-full bg-accent" style={{ height: `${share}%` }} />
                </span>
                <RoleIcon
                  role={role}
                  className={`size-5 ${games > 0 ? 'text-text' : 'text-muted/60'}`}
                />
                <span aria-hidden="true" className="text-[0.625rem] leading-none text-muted">
                  {t(`recent.roles.${role}`)}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('recent.roles_none')}</p>
      )}
    </div>
  );
}

function SummarySkeleton() {
  const { t } = useTranslation('summoner');
  return (
    <>
      <p role="status" className="sr-only">
        {t('recent.loading')}
      </p>
      <div aria-hidden="true" className={FIGURES}>
        <div className="flex items-center gap-3">
          <Skeleton className="size-20 shrink-0 rounded-full" />
          <Skeleton className="h-10 w-16" />
        </div>
        <Skeleton className="h-16 w-32" />
        <Skeleton className={`h-16 w-36 ${ROLES_CELL}`} />
        <Skeleton className={`h-12 ${CHAMPIONS_ROW}`} />
      </div>
    </>
  );
}

/**
 * The player's last games of the queue tab in figures (docs/player-page.md): results with the
 * sample size, average K/D/A and KDA, kill participation, most played champions, roles, the
 * lane against the opponent and the current streak. Remakes are not among the games.
 */
export function RecentSummary({ player, queue }: { player: PlayerRef; queue: QueueFilter }) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const summary = useQuery(recentSummaryQuery(player, queue, language));
  const headingId = useId();

  let body: ReactNode;
  if (summary.isPending) {
    body = <SummarySkeleton />;
  } else if (summary.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-loss">
        <p>{t('recent.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
          {t('recent.retry')}
        </Button>
      </div>
    );
  } else if (summary.data.games === 0) {
    body = <p className="text-sm text-muted">{t('recent.empty')}</p>;
  } else {
    const figures = { summary: summary.data, language };
    body = (
      <div className={FIGURES}>
        <Results {...figures} />
        <Averages {...figures} />
        <Champions {...figures} />
        <Roles {...figures} />
        <RecentLane summary={summary.data} className={LANE_ROW} />
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={summary.isPending}
      className="@container rounded-xl border border-line bg-surface p-4"
    >
      <header className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-bold">
          {t('recent.title')}
        </h2>
        {summary.data && (
          <StreakBadge
            streak={summary.data.streak}
            label={(streak) =>
              t(streak.result === 'win' ? 'recent.streak_win' : 'recent.streak_loss', {
                games: streak.games,
              })
            }
          />
        )}
        <p className="ml-auto text-xs text-muted">{t('recent.remakes_note')}</p>
      </header>
      {body}
    </section>
  );
}

import type { PastSeasonEntry, RankHistoryQueue } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../lib/render-clock.ts';
import { formatDate } from '../../../shared/domain/format-date.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { seasonHistoryQuery } from '../api/summoner-api.ts';
import { useStandingText } from './rank-history.tsx';

/** One past season's badge: "S2025 Diamond III · 49 LP", the day it was seen on hover. */
function SeasonBadge({ entry, queue }: { entry: PastSeasonEntry; queue: RankHistoryQueue }) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const timeZone = useTimeZone();
  const standing = useStandingText();
  const seenOn = t('season_history.seen_on', {
    date: formatDate(entry.seen_at, language, timeZone),
  });
  const text = t(queue === 'flex' ? 'season_history.badge_flex' : 'season_history.badge', {
    season: entry.season,
    rank: standing.rank(entry.tier, entry.rank),
    lp: standing.lp(entry.league_points),
  });
  return (
    <li
      title={seenOn}
      data-season={entry.season}
      data-queue={queue}
      className="season-badge rounded-full border border-line bg-bg/60 px-2.5 py-1 text-xs font-semibold"
    >
      <span className={TIER_TEXT_CLASS[entry.tier]}>{text}</span>
      <span className="sr-only">, {seenOn}</span>
    </li>
  );
}

/**
 * The player's past ranked seasons as RiftScope saw them (docs/player-page.md, Past seasons): a
 * badge per season and queue with the last entry seen in it, newest first, and one line naming
 * the seasons it did not see. Nothing when there is neither.
 */
export function SeasonBadges({ player }: { player: PlayerRef }) {
  const { t } = useTranslation('summoner');
  const headingId = useId();
  const history = useQuery(seasonHistoryQuery(player));

  if (history.isPending) {
    return (
      <>
        <p role="status" className="sr-only">
          {t('season_history.loading')}
        </p>
        <Skeleton className="h-16" />
      </>
    );
  }
  if (history.isError) {
    return (
      <p role="alert" className="text-center text-sm text-loss">
        {t('season_history.error')}
      </p>
    );
  }
  const badges = history.data.queues
    .flatMap(({ queue, seasons }) => seasons.map((entry) => ({ queue, entry })))
    .sort((a, b) => b.entry.season - a.entry.season);
  const notSeen = history.data.not_seen;
  if (badges.length === 0 && notSeen.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t('season_history.title')}
      </h2>
      {badges.length > 0 && (
        <>
          <ul className="flex flex-wrap gap-2">
            {badges.map(({ queue, entry }) => (
              <SeasonBadge key={`${queue}-${entry.season}`} queue={queue} entry={entry} />
            ))}
          </ul>
          <p className="text-xs text-muted">{t('season_history.note')}</p>
        </>
      )}
      {notSeen.length > 0 && (
        <p className="season-not-seen text-xs text-muted">
          {t('season_history.not_seen', {
            seasons: notSeen.map((season) => t('season_history.season', { season })).join(', '),
          })}
        </p>
      )}
    </section>
  );
}

import type { MatchListItem, Region } from '@riftscope/contracts';
import { memo, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/render-clock.ts';
import { formatDuration } from '../../../shared/domain/format-number.ts';
import { formatRelativeTime } from '../../../shared/domain/relative-time.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { MD_MEDIA_QUERY, useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import { TextWithName } from '../../../shared/ui/text-with-name.tsx';
import { useQueueName } from '../use-queue-name.ts';
import { AverageRank } from './average-rank.tsx';
import { ItemSlots } from './item-slots.tsx';
import { LpChange } from './lp-change.tsx';
import { ChampionLoadout, MatchNumbers } from './match-card-parts.tsx';
import { MatchTabs } from './match-tabs.tsx';
import { ParticipantsPreview } from './participants-preview.tsx';
import { MultikillBadge, ScoreBadge } from './performance-badges.tsx';

/** The card's colours: blue for a win, red for a loss, grey for a remake (no result at all). */
const TONES = {
  win: { text: 'text-link', card: 'border-l-blue-team bg-blue-team/[0.08]' },
  loss: { text: 'text-loss', card: 'border-l-red-team bg-red-team/[0.07]' },
  remake: { text: 'text-muted', card: 'border-l-muted/60 bg-muted/[0.05]' },
} as const;

interface Result {
  text: string;
  card: string;
  label: string;
  /** The place in words, for an Arena game. */
  title?: string;
  /** Arena: who the player was paired with. */
  partner: ReactNode;
}

function useResult(match: MatchListItem, puuid: string): Result {
  const { t } = useTranslation('summoner');
  if (match.is_remake) return { ...TONES.remake, label: t('matches.remake'), partner: null };
  const tone = match.win ? TONES.win : TONES.loss;
  if (match.placement === null) {
    return { ...tone, label: match.win ? t('matches.win') : t('matches.loss'), partner: null };
  }
  const place = t(`matches.placements.${match.placement}` as 'matches.placements.1');
  const partner = match.participants_preview.find(
    (p) => p.subteam_id !== null && p.subteam_id === match.subteam_id && p.puuid !== puuid,
  );
  return {
    ...tone,
    label: place,
    title: t('matches.placement_label', { place }),
    partner: partner ? (
      <TextWithName
        sentence={(name) => t('matches.duo_with', { name })}
        name={partner.riot_id.split('#')[0] ?? ''}
      />
    ) : null,
  };
}

/**
 * One match from the viewed player's side: result (or Arena place, or remake), queue, when,
 * duration, champion and loadout, K/D/A, CS, kill participation, control wards, score and
 * badges, items, and everyone in the game. The summary is the button that opens or closes the
 * card; the players' links sit above it. Memoised, so that the list adding a card does not
 * render the cards already there again.
 */
export const MatchCard = memo(function MatchCard({
  match,
  puuid,
  region,
  isOpen,
  onToggle,
}: {
  match: MatchListItem;
  puuid: string;
  region: Region;
  isOpen: boolean;
  /** Called with the card's match id, so one function serves every card. */
  onToggle: (matchId: string) => void;
}) {
  const language = useLanguage();
  const now = useNow();
  const queueName = useQueueName();
  const panelId = useId();
  const result = useResult(match, puuid);
  const createdAt = match.match.game_creation;
  const isWide = useMediaQuery(MD_MEDIA_QUERY);

  return (
    <article
      className={`overflow-hidden rounded-xl border border-l-4 border-line ${result.card} ${
        isOpen ? 'ring-1 ring-accent/40' : ''
      }`}
    >
      <div className="relative flex items-center">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          onClick={() => onToggle(match.match_id)}
          // The button's ::after covers the whole summary, so a click anywhere but a link opens it.
          className="flex min-w-0 flex-1 items-start gap-2.5 py-2.5 pr-1 pl-3 text-left transition-colors after:absolute after:inset-0 after:content-[''] hover:bg-white/[0.03] sm:gap-4"
        >
          <span className="flex w-[5.75rem] shrink-0 flex-col text-xs leading-snug sm:w-28">
            <span
              className={`text-[0.8rem] font-bold break-words sm:text-sm ${result.text}`}
              title={result.title}
            >
              {result.label}
            </span>
            {result.partner && <span className="truncate text-muted">{result.partner}</span>}
            <LpChange change={match.lp_change} />
            <span className="leading-tight font-medium break-words">
              {queueName(match.match.queue_type, {
                mapId: match.match.map_id,
                gameMode: match.match.game_mode,
              })}
            </span>
            <time dateTime={new Date(createdAt).toISOString()} className="truncate text-muted">
              {formatRelativeTime(createdAt, now, language)}
            </time>
            <span className="text-muted">{formatDuration(match.match.game_duration)}</span>
            <AverageRank average={match.average_rank} />
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-1.5">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <ChampionLoadout match={match} />
              <MatchNumbers match={match} />
            </span>
            <span className="flex flex-wrap items-center gap-1.5">
              <ItemSlots items={match.items} />
              <ScoreBadge score={match.score} badge={match.badge} />
              <MultikillBadge largest={match.largest_multikill} />
            </span>
          </span>
        </button>
        {/* On phones the players are in the expanded card's details tab: not even rendered, as
            they are half of a card's elements. */}
        {isWide && (
          <div className="relative z-10 hidden py-2.5 pl-1 md:block">
            <ParticipantsPreview players={match.participants_preview} puuid={puuid} />
          </div>
        )}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`pointer-events-none mx-2 size-4 shrink-0 text-muted transition-transform sm:mx-3 ${
            isOpen ? 'rotate-180' : ''
          }`}
        >
          <path
            d="M5 8l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </div>
      {isOpen && (
        <div id={panelId} className="border-t border-line bg-surface">
          <MatchTabs matchId={match.match_id} puuid={puuid} region={region} />
        </div>
      )}
    </article>
  );
});

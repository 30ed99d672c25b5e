import { isApexTier, type MatchRanks, type ParticipantRank } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../lib/render-clock.ts';
import { formatDate } from '../../../shared/domain/format-date.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { RankEmblem } from '../../../shared/ui/rank-emblem.tsx';
import { matchRanksQuery } from '../api/match-ranks-api.ts';

/** The match's ranks for the scoreboard's rows: undefined while they load or when they failed. */
const MatchRanksContext = createContext<MatchRanks | undefined>(undefined);

/** Asks for the match's ranks once for the whole scoreboard and hands them to its rows. */
export function MatchRanksProvider({
  matchId,
  children,
}: {
  matchId: string;
  children: ReactNode;
}) {
  const ranks = useQuery(matchRanksQuery(matchId));
  return <MatchRanksContext value={ranks.data}>{children}</MatchRanksContext>;
}

function RankText({ rank }: { rank: ParticipantRank }) {
  const { t } = useTranslation('summoner');
  const { t: tm } = useTranslation('meta');
  const language = useLanguage();
  const timeZone = useTimeZone();
  if (rank.status === 'unknown' || !rank.seen_at) {
    return <span className="text-muted">{t('match_ranks.unknown')}</span>;
  }
  const date = formatDate(rank.seen_at, language, timeZone);
  const seen = t('match_ranks.seen', { date });
  if (rank.status === 'unranked' || !rank.tier) {
    return (
      <span title={seen} className="text-muted">
        {t('match_ranks.unranked')}
        <span className="sr-only"> ({seen})</span>
      </span>
    );
  }
  const name = `${tm(`tiers.${rank.tier}`)}${isApexTier(rank.tier) ? '' : ` ${rank.rank ?? ''}`}`;
  return (
    <span title={seen} className="inline-flex min-w-0 items-center gap-0.5">
      <RankEmblem tier={rank.tier} size={14} isDecorative className="shrink-0" />
      <span className={`truncate font-semibold ${TIER_TEXT_CLASS[rank.tier]}`}>{name}</span>
      <span className="sr-only"> ({seen})</span>
    </span>
  );
}

/**
 * A participant's Solo/Duo tier with its emblem as last seen by us, the date it was seen on
 * hover and for screen readers; "rank unknown" until it is read. Nothing while the match's
 * ranks load or when they could not be had.
 */
export function ParticipantRankLine({ puuid }: { puuid: string }) {
  const ranks = useContext(MatchRanksContext);
  // Read defensively: an answer of another shape (a stale cache, a test) shows nothing.
  const rank = ranks?.players?.find((p) => p.puuid === puuid);
  if (!rank) return null;
  return (
    <span className="mt-0.5 flex text-[0.65rem] leading-tight" data-testid="participant-rank">
      <RankText rank={rank} />
    </span>
  );
}

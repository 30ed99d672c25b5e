import { LADDER_PAGE_SIZE, type PlayerLadderPlace, regionLabel } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeZone } from '../../../lib/render-clock.ts';
import { formatDate } from '../../../shared/domain/format-date.ts';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { ladderPlaceQuery } from '../api/ladder-api.ts';

/** "Ladder #123 of 4,812 Master+ players · top 2.55 %", linking to that page of the ladder. */
function Place({ place, player }: { place: PlayerLadderPlace; player: PlayerRef }) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const timeZone = useTimeZone();
  const page = Math.ceil(place.position / LADDER_PAGE_SIZE);
  const search = new URLSearchParams();
  if (place.queue !== 'solo') search.set('queue', place.queue);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  const basis = t('ladder_place.basis', {
    challenger: formatCount(place.counts.challenger, language),
    grandmaster: formatCount(place.counts.grandmaster, language),
    master: formatCount(place.counts.master, language),
    region: regionLabel(player.region),
    date: formatDate(place.fetched_at, language, timeZone),
  });
  return (
    <li title={basis} data-queue={place.queue}>
      <Link
        to={`/${language}/leaderboards/${player.region}${query ? `?${query}` : ''}`}
        className={`font-semibold hover:underline ${TIER_TEXT_CLASS[place.tier]}`}
      >
        {t('ladder_place.place', {
          position: formatCount(place.position, language),
          total: formatCount(place.counts.total, language),
          region: regionLabel(player.region),
        })}
      </Link>{' '}
      <span className="text-muted">
        {t(place.queue === 'solo' ? 'ladder_place.solo' : 'ladder_place.flex', {
          share: formatPercent(place.top_percent, language, 1),
        })}
      </span>
      <span className="sr-only">, {basis}</span>
    </li>
  );
}

/**
 * The player's places on their region's Challenger–Master ladders, as last read from Riot's
 * league lists, each with the counts it rests on (docs/player-page.md, Ladders). Nothing below
 * Master, while it loads or when it fails: the ranked cards say the rest.
 */
export function LadderPlace({ player }: { player: PlayerRef }) {
  const places = useQuery(ladderPlaceQuery(player));
  if (!places.data || places.data.data.length === 0) return null;
  return (
    <ul
      className="space-y-1 rounded-xl border border-line bg-surface px-4 py-3 text-sm"
      data-testid="ladder-place"
    >
      {places.data.data.map((place) => (
        <Place key={place.queue} place={place} player={player} />
      ))}
    </ul>
  );
}

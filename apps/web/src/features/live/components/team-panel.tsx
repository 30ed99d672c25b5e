import type { LiveBan, LivePlayer } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerCard } from './player-card.tsx';
import { TeamBans } from './team-bans.tsx';

export interface Team {
  key: 'blue_team' | 'red_team';
  id: 100 | 200;
  /** Text and border colour classes of the side. */
  text: string;
  border: string;
}

/** The two sides of a game, blue first, as every view of the game lists them. */
export const TEAMS = [
  { key: 'blue_team', id: 100, text: 'text-blue-team', border: 'border-t-blue-team' },
  { key: 'red_team', id: 200, text: 'text-red-team', border: 'border-t-red-team' },
] as const satisfies readonly Team[];

/**
 * One side of a live game whose roles are not inferred (ARAM, Arena…): each player's card in
 * Riot's order, then the side's bans.
 */
export function TeamPanel({
  team,
  players,
  bans,
  isViewed,
}: {
  team: Team;
  players: LivePlayer[];
  bans: readonly LiveBan[];
  isViewed: (player: LivePlayer) => boolean;
}) {
  const { t } = useTranslation('live');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`overflow-hidden rounded-xl border border-line border-t-4 bg-surface ${team.border}`}
    >
      <h2 id={headingId} className={`px-3 pt-3 pb-1 font-bold ${team.text}`}>
        {t(team.key)}
      </h2>
      <ul aria-labelledby={headingId} className="divide-y divide-line">
        {players.map((player, index) => (
          <li key={player.puuid ?? `${player.riot_id}-${index}`}>
            <PlayerCard player={player} isViewed={isViewed(player)} runeHeadingLevel={3} />
          </li>
        ))}
      </ul>
      <TeamBans bans={bans} />
    </section>
  );
}

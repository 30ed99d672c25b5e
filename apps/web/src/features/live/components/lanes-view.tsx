import {
  type LiveGame,
  type LivePlayer,
  PLAYER_ROLES,
  type PlayerRole,
} from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleLabel } from '../../../shared/scouting/role-label.tsx';
import { compareRanks } from '../live-ranks.ts';
import { PlayerCard } from './player-card.tsx';
import { useRankName } from './player-rank.tsx';
import { TeamBans } from './team-bans.tsx';
import { TEAMS } from './team-panel.tsx';

/** Side by side from lg: blue, the lane, red; one under the other below it. */
const ROW = 'lg:grid lg:grid-cols-[minmax(0,1fr)_8.5rem_minmax(0,1fr)]';

/**
 * Which of the lane's two players is higher ranked, as a neutral comparison of the rank names
 * (blue's first, as the row lists them): "Gold II > Silver II". Nothing unless both are ranked.
 */
function RankComparison({
  blue,
  red,
}: {
  blue: LivePlayer | undefined;
  red: LivePlayer | undefined;
}) {
  const { t } = useTranslation('live');
  const rankName = useRankName();
  const blueRank = blue?.summoner?.rank;
  const redRank = red?.summoner?.rank;
  const comparison = compareRanks(blueRank, redRank);
  if (!comparison || !blueRank || !redRank) return null;
  const names = {
    blue: rankName({ tier: blueRank.tier, division: blueRank.rank }),
    red: rankName({ tier: redRank.tier, division: redRank.rank }),
  };
  const sign = { blue: '>', red: '<', same: '=' }[comparison];
  const higher = (side: 'blue' | 'red') => (comparison === side ? 'font-semibold text-text' : '');
  return (
    <p className="text-xs text-muted">
      <span
        aria-hidden="true"
        className="inline-flex flex-wrap items-center gap-x-1 lg:justify-center"
      >
        <span className={higher('blue')}>{names.blue}</span>
        <span>{sign}</span>
        <span className={higher('red')}>{names.red}</span>
      </span>
      <span className="sr-only">
        {comparison === 'same'
          ? t('lanes.same_rank', { rank: names.blue })
          : t(comparison === 'blue' ? 'lanes.blue_higher' : 'lanes.red_higher', names)}
      </span>
    </p>
  );
}

/** One side's player in a lane, named by the side; the side's name shows on phones only. */
function SideCard({
  team,
  player,
  isViewed,
  className,
}: {
  team: (typeof TEAMS)[number];
  player: LivePlayer | undefined;
  isViewed: (player: LivePlayer) => boolean;
  className: string;
}) {
  const { t } = useTranslation('live');
  const labelId = useId();
  return (
    <article aria-labelledby={labelId} className={`min-w-0 ${className}`}>
      <p
        id={labelId}
        className={`px-3 pt-2 text-[0.625rem] font-bold tracking-wide uppercase lg:sr-only ${team.text}`}
      >
        {t(team.key)}
      </p>
      {player && <PlayerCard player={player} isViewed={isViewed(player)} runeHeadingLevel={4} />}
    </article>
  );
}

function LaneRow({
  role,
  blue,
  red,
  isViewed,
}: {
  role: PlayerRole;
  blue: LivePlayer | undefined;
  red: LivePlayer | undefined;
  isViewed: (player: LivePlayer) => boolean;
}) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className={`overflow-hidden rounded-xl border border-line bg-surface ${ROW}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 border-b border-line bg-surface-2/50 px-3 py-1.5 lg:col-start-2 lg:row-start-1 lg:flex-col lg:justify-center lg:gap-1.5 lg:border-x lg:border-b-0 lg:text-center">
        <h3 id={headingId} className="text-sm font-bold">
          <RoleLabel role={role} />
        </h3>
        <RankComparison blue={blue} red={red} />
      </div>
      <SideCard
        team={TEAMS[0]}
        player={blue}
        isViewed={isViewed}
        className="border-l-4 border-l-blue-team lg:col-start-1 lg:row-start-1"
      />
      <SideCard
        team={TEAMS[1]}
        player={red}
        isViewed={isViewed}
        className="border-t border-l-4 border-t-line border-l-red-team lg:col-start-3 lg:row-start-1 lg:border-t-0 lg:border-l-0 lg:border-r-4 lg:border-r-red-team"
      />
    </li>
  );
}

/**
 * The game lane by lane when its roles are inferred: five rows in lane order, each the blue
 * player, the lane with which side is higher ranked, and the red player; a line says the roles
 * are inferred and from what (docs/player-page.md, Lanes face to face). Each side's bans follow.
 */
export function LanesView({
  game,
  isViewed,
}: {
  game: LiveGame;
  isViewed: (player: LivePlayer) => boolean;
}) {
  const { t } = useTranslation('live');
  const headingId = useId();
  const inLane = (team: readonly LivePlayer[], role: PlayerRole, index: number) =>
    team.find((player) => player.role === role) ?? team[index];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="space-y-0.5">
        <h2 id={headingId} className="text-lg font-bold">
          {t('lanes.title')}
        </h2>
        <p className="text-xs text-muted">{t('lanes.inferred')}</p>
      </div>
      <div aria-hidden="true" className={`hidden text-sm font-bold ${ROW}`}>
        <p className="px-3 text-blue-team">{t('blue_team')}</p>
        <span />
        <p className="px-3 text-red-team">{t('red_team')}</p>
      </div>
      <ol className="space-y-3">
        {PLAYER_ROLES.map((role, index) => (
          <LaneRow
            key={role}
            role={role}
            blue={inLane(game.blue_team, role, index)}
            red={inLane(game.red_team, role, index)}
            isViewed={isViewed}
          />
        ))}
      </ol>
      <div className="grid gap-3 lg:grid-cols-2">
        {TEAMS.map((team) => {
          const bans = game.bans.filter((ban) => ban.team_id === team.id);
          if (bans.length === 0) return null;
          return (
            <div
              key={team.key}
              className={`overflow-hidden rounded-xl border border-line border-t-4 bg-surface ${team.border}`}
            >
              <TeamBans bans={bans} title={t('bans.of_team', { team: t(team.key) })} />
            </div>
          );
        })}
      </div>
    </section>
  );
}

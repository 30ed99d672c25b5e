import { isApexTier, type LiveBan, type LivePlayer, winRate } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCompact, formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameIcon } from '../../../shared/ui/game-image.tsx';
import { RankEmblem } from '../../../shared/ui/rank-emblem.tsx';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { PremadeMarker } from './premade-marker.tsx';
import { TeamBans } from './team-bans.tsx';

export interface Team {
  key: 'blue_team' | 'red_team';
  id: 100 | 200;
  /** Text and border colour classes of the side. */
  text: string;
  border: string;
}

/** Tier with its emblem, LP, and the season's ranked win rate and games (the entry's wins + losses). */
function Rank({ player }: { player: LivePlayer }) {
  const { t } = useTranslation('live');
  const { t: tm } = useTranslation('meta');
  const language = useLanguage();
  if (!player.summoner) return <span className="text-muted">{t('player.bot')}</span>;
  const rank = player.summoner.rank;
  if (!rank) return <span className="text-muted">{t('player.unranked')}</span>;
  const games = rank.wins + rank.losses;
  const rate = Math.round(winRate(rank.wins, games));
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span
        className={`inline-flex items-center gap-1 font-semibold ${TIER_TEXT_CLASS[rank.tier]}`}
      >
        <RankEmblem tier={rank.tier} size={16} isDecorative />
        {tm(`tiers.${rank.tier}`)}
        {!isApexTier(rank.tier) && ` ${rank.rank}`}
      </span>
      <span>{t('player.lp', { lp: formatCount(rank.leaguePoints, language) })}</span>
      <span className={rate >= 50 ? 'text-win' : 'text-loss'}>
        {t('player.season_record', {
          rate: formatPercent(rate, language),
          count: games,
          formatted: formatCount(games, language),
        })}
      </span>
    </span>
  );
}

/**
 * The player's stored games this season on the champion they play now, named as a sample of
 * what RiftScope stored, not their whole record.
 */
function ChampionGames({ player }: { player: LivePlayer }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  if (!player.summoner) return null;
  const { games, win_rate } = player.summoner.champion_games;
  const { mastery } = player.summoner;
  const champion = player.champion.name;
  return (
    <span className="block text-xs text-muted">
      {games > 0
        ? t('player.champion_games', {
            champion,
            count: games,
            formatted: formatCount(games, language),
            rate: formatPercent(win_rate, language),
          })
        : t('player.no_champion_games', { champion })}
      {mastery &&
        ` · ${t('player.mastery', {
          level: mastery.level,
          points: formatCompact(mastery.points, language),
        })}`}
    </span>
  );
}

function PlayerRow({ player, isViewed }: { player: LivePlayer; isViewed: boolean }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const { summoner } = player;
  return (
    <li
      aria-current={isViewed ? 'true' : undefined}
      className={`flex items-center gap-2.5 px-3 py-2 sm:gap-3 ${
        isViewed ? 'bg-surface-2 shadow-[inset_3px_0_0_var(--color-accent)]' : ''
      }`}
    >
      <GameIcon
        src={player.champion.image_url}
        name={player.champion.name}
        size={44}
        className="block size-10 shrink-0 rounded-lg sm:size-11"
      />
      <span className="grid shrink-0 grid-cols-2 gap-0.5">
        {[player.spell1, player.spell2].map((spell, index) => (
          <GameIcon
            key={index}
            src={spell.image_url}
            name={spell.name}
            size={20}
            className="block size-5 rounded"
          />
        ))}
        <GameIcon
          src={player.main_rune.icon}
          name={player.main_rune.name}
          size={20}
          className="block size-5 rounded-full bg-bg"
        />
        <GameIcon
          src={player.sub_rune.icon}
          name={player.sub_rune.name}
          size={20}
          className="block size-5 rounded-full bg-bg p-0.5"
        />
      </span>
      <span className="min-w-0 flex-1 text-sm">
        <span className="flex min-w-0 items-center gap-1.5">
          {summoner?.premade != null && <PremadeMarker group={summoner.premade} />}
          {summoner ? (
            <Link
              to={summonerPath(language, summoner.region, summoner.game_name, summoner.tag_line)}
              className="flex min-w-0 font-semibold hover:text-accent hover:underline"
            >
              <RiotId
                gameName={summoner.game_name}
                tagLine={summoner.tag_line}
                nameClassName="truncate"
                tagClassName="font-normal text-muted"
              />
            </Link>
          ) : (
            <bdi className="block truncate font-semibold">{player.riot_id}</bdi>
          )}
        </span>
        {isViewed && <span className="sr-only"> {t('player.viewed')}</span>}
        <span className="block text-xs">
          <Rank player={player} />
        </span>
        <ChampionGames player={player} />
      </span>
    </li>
  );
}

/**
 * One side of the live game: champion, spells, runes, premade group, Riot ID (linked), rank and
 * stored games on the champion per player, then the side's bans.
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
          <PlayerRow
            key={player.puuid ?? `${player.riot_id}-${index}`}
            player={player}
            isViewed={isViewed(player)}
          />
        ))}
      </ul>
      <TeamBans bans={bans} />
    </section>
  );
}

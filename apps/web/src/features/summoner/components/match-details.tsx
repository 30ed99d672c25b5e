import {
  BLUE_TEAM_ID,
  type MatchParticipant,
  parseRiotId,
  RED_TEAM_ID,
  type Region,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatDecimal, formatPercent } from '../../../shared/domain/format-number.ts';
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameIcon } from '../../../shared/ui/game-image.tsx';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { participantsQuery } from '../api/summoner-api.ts';
import { kdaRatio } from '../kda.ts';
import { ItemSlots } from './item-slots.tsx';
import { MatchRanksProvider, ParticipantRankLine } from './participant-rank.tsx';
import { MultikillBadge, ScoreBadge } from './performance-badges.tsx';

const TEAMS = [
  { id: BLUE_TEAM_ID, label: 'details.blue_team', text: 'text-blue-team', bar: 'bg-blue-team' },
  { id: RED_TEAM_ID, label: 'details.red_team', text: 'text-red-team', bar: 'bg-red-team' },
] as const;

/** One scoreboard table: a team on Summoner's Rift, a duo in Arena. */
interface Group {
  key: number;
  /** The caption's first words: the team's name or the duo's place. */
  label: string;
  text: string;
  bar: string;
  players: MatchParticipant[];
  /** Arena: the viewed player's duo, outlined. */
  isViewedDuo?: boolean;
}

/**
 * The scoreboard's columns in reading order. On a phone each row is two lines (the header too,
 * so that every value keeps its label above it): `order` and a fixed width place each cell; the
 * widths of a line add up to the row's width.
 */
const COLUMNS = {
  score: { phone: 'max-sm:order-3 max-sm:w-[2.75rem]' },
  kda: { phone: 'max-sm:order-2 max-sm:w-[4rem]' },
  kp: { phone: 'max-sm:order-4 max-sm:w-[2.25rem]' },
  damage: { phone: 'max-sm:order-5 max-sm:w-[3rem]' },
  cs: { phone: 'max-sm:order-9 max-sm:w-[3rem]' },
  gold: { phone: 'max-sm:order-10 max-sm:w-[3rem]' },
  vision: { phone: 'max-sm:order-11 max-sm:flex-1' },
  runes: { phone: 'max-sm:order-6 max-sm:w-[1.25rem]' },
  spells: { phone: 'max-sm:order-7 max-sm:w-[1.125rem]' },
  items: { phone: 'max-sm:order-8 max-sm:w-[7.25rem]' },
} as const;

type Column = keyof typeof COLUMNS;
const COLUMN_NAMES = Object.keys(COLUMNS) as Column[];

/** Headers whose words do not fit their column show a short label; the full name stays its accessible name. */
const SHORT_LABELS: Partial<Record<Column, 'details.spells_short' | 'details.kp'>> = {
  spells: 'details.spells_short',
};
/** Headers wider than their phone column: a phone shows this word, a wider screen the whole name. */
const PHONE_LABELS: Partial<Record<Column, 'details.score_short' | 'details.damage_short'>> = {
  score: 'details.score_short',
  damage: 'details.damage_short',
};
/** Icon columns: their header is only for screen readers on a phone, where the icons say enough. */
const ICON_COLUMNS: ReadonlySet<Column> = new Set(['runes', 'spells']);

const PLAYER_PHONE = 'max-sm:order-1 max-sm:w-[calc(100%-12rem)]';
const CELL = 'px-1 py-1.5 align-middle max-sm:px-0.5 max-sm:py-1';
const ROW = 'max-sm:flex max-sm:flex-wrap max-sm:items-center';

/**
 * A player's Riot ID, linked to their page: cut short with an ellipsis (the whole in its title),
 * except the viewed player's own, which wraps instead so that it is always read in full.
 */
function PlayerName({
  name,
  region,
  isWhole = false,
}: {
  name: string;
  region: Region;
  isWhole?: boolean;
}) {
  const language = useLanguage();
  const id = parseRiotId(name);
  const fit = isWhole ? '[overflow-wrap:anywhere]' : 'truncate';
  if (!id) return <bdi className={`block ${fit}`}>{name}</bdi>;
  return (
    <Link
      to={summonerPath(language, region, id.gameName, id.tagLine)}
      title={name}
      className={`block ${fit} hover:text-accent hover:underline`}
    >
      <RiotId gameName={id.gameName} tagLine={id.tagLine} />
    </Link>
  );
}

function PlayerRow({
  player,
  team,
  isViewed,
  maxDamage,
}: {
  player: MatchParticipant;
  team: Group;
  isViewed: boolean;
  maxDamage: number;
}) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const kda = kdaRatio(player.kills, player.deaths, player.assists);
  const background = isViewed ? 'bg-surface-2' : 'bg-surface';
  const compact = (value: number) =>
    value >= 10_000 ? `${formatDecimal(value / 1000, language, 1)}k` : formatCount(value, language);
  const cell = (column: Column, extra = '') => `${CELL} ${COLUMNS[column].phone} ${extra}`;
  return (
    <tr
      aria-current={isViewed ? 'true' : undefined}
      className={`border-t border-line ${background} ${ROW} ${
        isViewed ? 'shadow-[inset_3px_0_0_var(--color-accent)]' : ''
      }`}
    >
      <th scope="row" className={`${CELL} ${PLAYER_PHONE} max-w-36 text-left font-medium`}>
        <div className="flex items-center gap-1.5">
          <span className="relative shrink-0">
            <GameIcon
              src={player.champion.image_url}
              name={player.champion.name}
              size={28}
              className="block size-6 rounded-md sm:size-7"
            />
            <span
              title={t('matches.champion_level', { level: player.champ_level })}
              className="absolute -right-1 -bottom-1 rounded bg-bg px-0.5 text-[0.6rem] leading-tight font-bold"
            >
              {player.champ_level}
            </span>
          </span>
          <span className="min-w-0 flex-1">
            <PlayerName name={player.summoner_name} region={player.region} isWhole={isViewed} />
            {isViewed && <span className="sr-only"> {t('details.viewed_player')}</span>}
            <ParticipantRankLine puuid={player.puuid} />
            <MultikillBadge
              largest={player.largest_multikill}
              isShort
              className="mt-0.5 px-1.5 text-[0.6rem] leading-tight"
            />
          </span>
        </div>
      </th>
      <td className={cell('score')}>
        <ScoreBadge score={player.score} badge={player.badge} size="xs" />
      </td>
      <td className={cell('kda', 'whitespace-nowrap')}>
        <span className="font-semibold">
          {player.kills}/<span className="text-loss">{player.deaths}</span>/{player.assists}
        </span>
        {/* "Perfect KDA" is two words in every language: they may wrap where a column is tight. */}
        <span className="block text-[0.7rem] whitespace-normal text-muted">
          {kda === null
            ? t('matches.kda_perfect')
            : t('matches.kda_ratio', { ratio: formatDecimal(kda, language) })}
        </span>
      </td>
      <td className={cell('kp')}>{formatPercent(player.kill_participation, language)}</td>
      <td className={cell('damage')}>
        <span
          className="block whitespace-nowrap"
          title={formatCount(player.total_damage, language)}
        >
          {compact(player.total_damage)}
        </span>
        <span
          title={t('details.damage_share', { share: formatPercent(player.damage_share, language) })}
          className="mt-0.5 block h-1.5 w-full max-w-16 rounded bg-bg"
        >
          <span
            className={`block h-full rounded ${team.bar}`}
            style={{ width: `${(100 * player.total_damage) / maxDamage}%` }}
          />
        </span>
        <span className="sr-only">
          {t('details.damage_share', { share: formatPercent(player.damage_share, language) })}
        </span>
      </td>
      <td className={cell('cs', 'whitespace-nowrap')}>
        <span className="block">{formatCount(player.cs, language)}</span>
        <span className="block text-[0.7rem] text-muted">
          {t('details.cs_rate', { rate: formatDecimal(player.cs_per_min, language, 1) })}
        </span>
      </td>
      <td className={cell('gold', 'whitespace-nowrap')}>{compact(player.gold_earned)}</td>
      <td
        className={cell('vision', 'whitespace-nowrap')}
        title={t('details.wards_detail', {
          placed: player.wards_placed,
          killed: player.wards_killed,
          control: player.control_wards,
        })}
      >
        <span className="block">{formatCount(player.vision_score, language)}</span>
        <span aria-hidden="true" className="block text-[0.7rem] text-muted">
          {t('details.wards_short', {
            placed: player.wards_placed,
            killed: player.wards_killed,
            control: player.control_wards,
          })}
        </span>
        <span className="sr-only">
          {t('details.wards_detail', {
            placed: player.wards_placed,
            killed: player.wards_killed,
            control: player.control_wards,
          })}
        </span>
      </td>
      <td className={cell('runes')}>
        <span className="flex items-center gap-0.5 max-sm:flex-col">
          <GameIcon
            src={player.main_rune.icon}
            name={player.main_rune.name}
            size={24}
            className="block size-4 rounded-full bg-bg sm:size-6"
          />
          <GameIcon
            src={player.sub_rune.icon}
            name={player.sub_rune.name}
            size={16}
            className="block size-3 rounded-full bg-bg sm:size-4"
          />
        </span>
      </td>
      <td className={cell('spells')}>
        <span className="flex gap-0.5 max-sm:flex-col">
          {[player.spell1, player.spell2].map((spell, index) => (
            <GameIcon
              key={index}
              src={spell.image_url}
              name={spell.name}
              size={20}
              className="block size-3.5 rounded sm:size-5"
            />
          ))}
        </span>
      </td>
      <td className={cell('items')}>
        <ItemSlots items={player.items} size="xs" />
      </td>
    </tr>
  );
}

function TeamTable({ team, puuid, maxDamage }: { team: Group; puuid: string; maxDamage: number }) {
  const { t } = useTranslation('summoner');
  const { players } = team;
  const isWin = players.some((p) => p.win);
  const border = team.isViewedDuo ? 'border-accent ring-1 ring-accent' : 'border-line';
  return (
    <div className={`overflow-x-auto rounded-lg border ${border}`}>
      <table className="w-full border-collapse text-xs max-sm:block lg:text-[0.8rem]">
        <caption className="px-2 py-1.5 text-left font-bold max-sm:block">
          <span className={team.text}>{team.label}</span>
          <span className={`ml-2 text-xs font-semibold ${isWin ? 'text-win' : 'text-loss'}`}>
            {isWin ? t('matches.win') : t('matches.loss')}
          </span>
        </caption>
        <thead className="bg-surface-2 text-[0.65rem] text-muted uppercase max-sm:block">
          <tr className={ROW}>
            <th scope="col" className={`${CELL} ${PLAYER_PHONE} text-left max-sm:normal-case`}>
              {t('details.player')}
            </th>
            {COLUMN_NAMES.map((column) => {
              const name = column === 'kp' ? t('details.kp_full') : t(`details.${column}`);
              const short = column === 'kp' ? 'details.kp' : SHORT_LABELS[column];
              const visible = short ? t(short) : name;
              const phone = PHONE_LABELS[column];
              return (
                <th
                  key={column}
                  scope="col"
                  aria-label={(short || phone) && name}
                  title={(short || phone) && name}
                  className={`${CELL} ${COLUMNS[column].phone} text-left font-semibold whitespace-nowrap max-sm:truncate max-sm:normal-case`}
                >
                  <span className={ICON_COLUMNS.has(column) ? 'max-sm:sr-only' : ''}>
                    {phone ? (
                      <>
                        <span className="max-sm:hidden">{visible}</span>
                        <span className="sm:hidden">{t(phone)}</span>
                      </>
                    ) : (
                      visible
                    )}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {players.map((player) => (
            <PlayerRow
              key={player.puuid}
              player={player}
              team={team}
              isViewed={player.puuid === puuid}
              maxDamage={maxDamage}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Arena's duos by placement, 1st first: every Arena player has team 100, so `subteam_id` is
 * what pairs them.
 */
function useArenaDuos(players: MatchParticipant[], puuid: string): Group[] {
  const { t } = useTranslation('summoner');
  const duos = new Map<number, MatchParticipant[]>();
  for (const player of players) {
    const key = player.subteam_id ?? 0;
    duos.set(key, [...(duos.get(key) ?? []), player]);
  }
  return [...duos.entries()]
    .map(([key, members]) => ({ key, members, placement: members[0]?.placement ?? null }))
    .sort((a, b) => (a.placement ?? 9) - (b.placement ?? 9) || a.key - b.key)
    .map(({ key, members, placement }) => {
      const isWin = members.some((p) => p.win);
      return {
        key,
        label:
          placement === null
            ? t('matches.duo', { n: key })
            : t(`matches.placements.${placement}` as 'matches.placements.1'),
        text: isWin ? 'text-link' : 'text-loss',
        bar: isWin ? 'bg-blue-team' : 'bg-red-team',
        players: members,
        isViewedDuo: members.some((p) => p.puuid === puuid),
      };
    });
}

/** Summoner's Rift and the like: the viewed player's team first. */
function useTeams(players: MatchParticipant[], puuid: string): Group[] {
  const { t } = useTranslation('summoner');
  const viewedTeam = players.find((p) => p.puuid === puuid)?.team_id;
  const teams = viewedTeam === RED_TEAM_ID ? [...TEAMS].reverse() : TEAMS;
  return teams.map((team) => ({
    key: team.id,
    label: t(team.label),
    text: team.text,
    bar: team.bar,
    players: players.filter((p) => p.team_id === team.id),
  }));
}

function Scoreboard({ players, puuid }: { players: MatchParticipant[]; puuid: string }) {
  const isArena = players.some((p) => p.subteam_id !== null);
  const arena = useArenaDuos(players, puuid);
  const teams = useTeams(players, puuid);
  const maxDamage = Math.max(1, ...players.map((p) => p.total_damage));
  return (
    <div className="space-y-3">
      {(isArena ? arena : teams).map((group) =>
        group.players.length === 0 ? null : (
          <TeamTable key={group.key} team={group} puuid={puuid} maxDamage={maxDamage} />
        ),
      )}
    </div>
  );
}

const SKELETON_TEAMS = 2;
const SKELETON_PLAYERS = 5;

/** The two teams' tables as grey blocks while the players load; `label` tells screen readers. */
function ScoreboardSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: SKELETON_TEAMS }, (_, team) => (
        <div
          key={team}
          aria-hidden="true"
          className="overflow-hidden rounded-lg border border-line"
        >
          <div className="flex gap-2 px-2 py-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-12" />
          </div>
          <Skeleton className="h-6 rounded-none" />
          {Array.from({ length: SKELETON_PLAYERS }, (_, row) => (
            <div key={row} className="flex items-center gap-3 border-t border-line px-2 py-2">
              <Skeleton className="size-7 shrink-0 rounded-md" />
              <Skeleton className="h-4 w-28 max-sm:flex-1" />
              <Skeleton className="h-4 w-12 max-sm:hidden" />
              <Skeleton className="h-4 w-16" />
              <Skeleton className="h-4 flex-1 max-sm:hidden" />
              <div className="flex gap-0.5 max-sm:hidden">
                {Array.from({ length: 7 }, (_, item) => (
                  <Skeleton key={item} className="size-5 rounded" />
                ))}
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * The details tab: both teams' scoreboards, the viewed player's team first and the player
 * highlighted (in Arena, the eight duos by placement, the viewed duo outlined); a loading text,
 * an error text, nothing for an empty list (docs/product.md, Match cards).
 */
export function MatchDetails({
  matchId,
  puuid,
}: {
  matchId: string;
  puuid: string;
  region: Region;
}) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const participants = useQuery(participantsQuery(matchId, language));
  if (participants.isPending) return <ScoreboardSkeleton label={t('details.loading')} />;
  if (participants.isError) {
    return (
      <p role="alert" className="py-4 text-center text-sm text-loss">
        {t('details.error')}
      </p>
    );
  }
  if (participants.data.length === 0) return null;
  return (
    <MatchRanksProvider matchId={matchId}>
      <Scoreboard players={participants.data} puuid={puuid} />
    </MatchRanksProvider>
  );
}

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
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameIcon, GameImage } from '../../../shared/ui/game-image.tsx';
import { participantsQuery } from '../api/summoner-api.ts';
import { formatCount, formatDecimal, kdaRatio } from '../kda.ts';
import { ItemSlots } from './item-slots.tsx';

const TEAMS = [
  { id: BLUE_TEAM_ID, label: 'details.blue_team', text: 'text-blue-team', bar: 'bg-blue-team' },
  { id: RED_TEAM_ID, label: 'details.red_team', text: 'text-red-team', bar: 'bg-red-team' },
] as const;

const COLUMNS = [
  'kda',
  'cs',
  'gold',
  'damage',
  'vision',
  'runes',
  'spells',
  'items',
  'pentas',
] as const;

/**
 * Headers that are long in some languages show a short label, so that the scoreboard fits the
 * match list at desktop widths; the full name stays the header's accessible name and tooltip.
 */
const SHORT_LABELS: Partial<
  Record<(typeof COLUMNS)[number], 'details.spells_short' | 'details.pentas_short'>
> = {
  spells: 'details.spells_short',
  pentas: 'details.pentas_short',
};

function PlayerName({ name, region }: { name: string; region: Region }) {
  const language = useLanguage();
  const id = parseRiotId(name);
  if (!id) return <span className="truncate">{name}</span>;
  return (
    <Link
      to={summonerPath(language, region, id.gameName, id.tagLine)}
      className="block truncate hover:text-accent hover:underline"
    >
      {id.gameName}
      <span className="text-muted">#{id.tagLine}</span>
    </Link>
  );
}

function TeamTable({
  team,
  players,
  puuid,
  region,
  maxDamage,
}: {
  team: (typeof TEAMS)[number];
  players: MatchParticipant[];
  puuid: string;
  region: Region;
  maxDamage: number;
}) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const isWin = players.some((p) => p.win);
  const cell = 'px-1.5 py-1.5 align-middle';
  return (
    // Wide on purpose: on a phone the table scrolls sideways while the player column stays.
    <div className="overflow-x-auto rounded-lg border border-line">
      <table className="w-full min-w-[42rem] border-collapse text-xs sm:text-sm">
        <caption className="px-2 py-1.5 text-left font-bold">
          <span className={team.text}>{t(team.label)}</span>
          <span className={`ml-2 text-xs font-semibold ${isWin ? 'text-win' : 'text-loss'}`}>
            {isWin ? t('matches.win') : t('matches.loss')}
          </span>
        </caption>
        <thead className="bg-surface-2 text-[0.7rem] text-muted uppercase">
          <tr>
            <th scope="col" className={`${cell} sticky left-0 z-10 bg-surface-2 text-left`}>
              {t('details.player')}
            </th>
            {COLUMNS.map((column) => {
              const name = t(`details.${column}`);
              const short = SHORT_LABELS[column];
              return (
                <th
                  key={column}
                  scope="col"
                  aria-label={short && name}
                  title={short && name}
                  className={`${cell} text-left font-semibold`}
                >
                  {short ? t(short) : name}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => {
            const isViewed = player.puuid === puuid;
            const kda = kdaRatio(player.kills, player.deaths, player.assists);
            const background = isViewed ? 'bg-surface-2' : 'bg-surface';
            return (
              <tr
                key={player.puuid}
                aria-current={isViewed ? 'true' : undefined}
                className={`border-t border-line ${background}`}
              >
                <th
                  scope="row"
                  className={`${cell} sticky left-0 z-10 max-w-40 text-left font-medium ${background} ${
                    isViewed ? 'shadow-[inset_3px_0_0_var(--color-accent)]' : ''
                  }`}
                >
                  <div className="flex items-center gap-2">
                    <span className="relative shrink-0">
                      <GameIcon
                        src={player.champion.image_url}
                        name={player.champion.name}
                        size={28}
                        className="block size-7 rounded-md"
                      />
                      <span
                        title={t('matches.champion_level', { level: player.champ_level })}
                        className="absolute -right-1 -bottom-1 rounded bg-bg px-0.5 text-[0.6rem] leading-tight font-bold"
                      >
                        {player.champ_level}
                      </span>
                    </span>
                    <span className="min-w-0">
                      <PlayerName name={player.summoner_name} region={region} />
                      {isViewed && <span className="sr-only"> {t('details.viewed_player')}</span>}
                    </span>
                  </div>
                </th>
                <td className={`${cell} whitespace-nowrap`}>
                  <span className="font-semibold">
                    {player.kills}/<span className="text-loss">{player.deaths}</span>/
                    {player.assists}
                  </span>
                  <span className="block text-[0.7rem] text-muted">
                    {kda === null
                      ? t('matches.kda_perfect')
                      : t('matches.kda_ratio', { ratio: formatDecimal(kda, language) })}
                  </span>
                </td>
                <td className={cell}>{formatCount(player.total_minions_killed, language)}</td>
                <td className={cell}>{formatCount(player.gold_earned, language)}</td>
                <td className={cell}>
                  <span className="block">{formatCount(player.total_damage, language)}</span>
                  <span aria-hidden="true" className="mt-0.5 block h-1.5 w-16 rounded bg-bg">
                    <span
                      className={`block h-full rounded ${team.bar}`}
                      style={{ width: `${(100 * player.total_damage) / maxDamage}%` }}
                    />
                  </span>
                </td>
                <td className={cell}>{formatCount(player.vision_score, language)}</td>
                <td className={cell}>
                  <span className="flex items-center gap-0.5">
                    <GameIcon
                      src={player.main_rune.icon}
                      name={player.main_rune.name}
                      size={24}
                      className="block size-6 rounded-full bg-bg"
                    />
                    <GameIcon
                      src={player.sub_rune.icon}
                      name={player.sub_rune.name}
                      size={16}
                      className="block size-4 rounded-full bg-bg"
                    />
                  </span>
                </td>
                <td className={cell}>
                  <span className="flex gap-0.5">
                    {[player.spell1, player.spell2].map((spell, index) => (
                      <GameImage
                        key={index}
                        src={spell.image_url}
                        alt={spell.name}
                        title={spell.name}
                        width={20}
                        height={20}
                        className="block size-5 rounded"
                      />
                    ))}
                  </span>
                </td>
                <td className={cell}>
                  <ItemSlots items={player.items} size="xs" />
                </td>
                <td
                  className={`${cell} text-center ${player.penta_kills > 0 ? 'font-bold text-accent' : 'text-muted'}`}
                >
                  {player.penta_kills}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The details tab: both teams' scoreboards, the viewed player highlighted; a loading text, an
 * error text, nothing for an empty list (SPEC.md §2, §8).
 */
export function MatchDetails({
  matchId,
  puuid,
  region,
}: {
  matchId: string;
  puuid: string;
  region: Region;
}) {
  const { t } = useTranslation('summoner');
  const participants = useQuery(participantsQuery(matchId));
  if (participants.isPending) {
    return (
      <p role="status" className="py-4 text-center text-sm text-muted">
        {t('details.loading')}
      </p>
    );
  }
  if (participants.isError) {
    return (
      <p role="alert" className="py-4 text-center text-sm text-loss">
        {t('details.error')}
      </p>
    );
  }
  if (participants.data.length === 0) return null;
  const maxDamage = Math.max(1, ...participants.data.map((p) => p.total_damage));
  return (
    <div className="space-y-4">
      {TEAMS.map((team) => {
        const players = participants.data.filter((p) => p.team_id === team.id);
        return players.length === 0 ? null : (
          <TeamTable
            key={team.id}
            team={team}
            players={players}
            puuid={puuid}
            region={region}
            maxDamage={maxDamage}
          />
        );
      })}
    </div>
  );
}

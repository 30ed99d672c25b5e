import { BLUE_TEAM_ID, type MatchPreviewPlayer, parseRiotId } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameIcon } from '../../../shared/ui/game-image.tsx';

function PreviewPlayer({ player, isViewed }: { player: MatchPreviewPlayer; isViewed: boolean }) {
  const language = useLanguage();
  const id = parseRiotId(player.riot_id);
  const name = id?.gameName ?? player.riot_id;
  const text = `block min-w-0 truncate ${isViewed ? 'font-bold text-text' : 'text-muted'}`;
  return (
    <li className="flex min-w-0 items-center gap-1">
      <GameIcon
        src={player.champion.image_url}
        name={player.champion.name}
        size={16}
        className="block size-4 shrink-0 rounded"
      />
      {id ? (
        <Link
          to={summonerPath(language, player.region, id.gameName, id.tagLine)}
          title={player.riot_id}
          aria-current={isViewed ? 'true' : undefined}
          className={`${text} hover:text-text hover:underline`}
        >
          <bdi>{name}</bdi>
        </Link>
      ) : (
        <bdi className={text}>{name}</bdi>
      )}
    </li>
  );
}

/** Arena's eight duos, in the order of their subteam ids. */
function duosOf(players: readonly MatchPreviewPlayer[]): MatchPreviewPlayer[][] {
  const duos = new Map<number, MatchPreviewPlayer[]>();
  for (const player of players) {
    const key = player.subteam_id ?? 0;
    duos.set(key, [...(duos.get(key) ?? []), player]);
  }
  return [...duos.entries()].sort(([a], [b]) => a - b).map(([, members]) => members);
}

/**
 * Everyone in the match, each linking to their own page: two columns of five on Summoner's
 * Rift, eight duos in Arena. The viewed player is in bold.
 */
export function ParticipantsPreview({
  players,
  puuid,
}: {
  players: readonly MatchPreviewPlayer[];
  puuid: string;
}) {
  const { t } = useTranslation('summoner');
  const isArena = players.some((player) => player.subteam_id !== null);
  const columns = isArena
    ? (() => {
        const duos = duosOf(players);
        const half = Math.ceil(duos.length / 2);
        return [duos.slice(0, half), duos.slice(half)];
      })()
    : [
        [players.filter((p) => p.team_id === BLUE_TEAM_ID)],
        [players.filter((p) => p.team_id !== BLUE_TEAM_ID)],
      ];
  return (
    <div className="grid w-[13.5rem] shrink-0 grid-cols-2 gap-x-2 text-[0.7rem] leading-4">
      {columns.map((groups, column) => (
        <div key={column} className={isArena ? 'space-y-1' : ''}>
          {groups.map((group) => (
            <ul
              key={group[0]?.puuid ?? column}
              aria-label={
                isArena
                  ? t('matches.duo', { n: group[0]?.subteam_id ?? 0 })
                  : t(column === 0 ? 'details.blue_team' : 'details.red_team')
              }
              className="space-y-px"
            >
              {group.map((player) => (
                <PreviewPlayer
                  key={player.puuid}
                  player={player}
                  isViewed={player.puuid === puuid}
                />
              ))}
            </ul>
          ))}
        </div>
      ))}
    </div>
  );
}

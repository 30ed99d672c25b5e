import { BLUE_TEAM_ID, type NamedImage, RED_TEAM_ID } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { GameImage } from '../../../shared/ui/game-image.tsx';

const TEAMS = [
  { id: BLUE_TEAM_ID, key: 'blue_team', line: 'border-blue-team' },
  { id: RED_TEAM_ID, key: 'red_team', line: 'border-red-team' },
] as const;

/** What the picker shows of a player: a timeline's participant or a scoreboard's. */
export interface PickablePlayer {
  team_id: number;
  summoner_name: string;
  champion: NamedImage;
}

/** A champion icon per player, blue team then red; the chosen one is pressed. */
export function PlayerPicker<P extends PickablePlayer, Id extends string | number>({
  players,
  idOf,
  selectedId,
  onSelect,
}: {
  players: readonly P[];
  /** The player's id as `selectedId` and `onSelect` spell it. */
  idOf: (player: P) => Id;
  selectedId: Id | null;
  onSelect: (id: Id) => void;
}) {
  const { t } = useTranslation('timeline');
  return (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
      <legend className="sr-only">{t('players.label')}</legend>
      {TEAMS.map((team) => {
        const members = players.filter((player) => player.team_id === team.id);
        if (members.length === 0) return null;
        return (
          <fieldset key={team.id} className={`flex flex-wrap gap-1 border-l-2 pl-2 ${team.line}`}>
            <legend className="sr-only">{t(`players.${team.key}`)}</legend>
            {members.map((player) => {
              const id = idOf(player);
              const isSelected = id === selectedId;
              const label = t('players.player', {
                champion: player.champion.name,
                name: player.summoner_name,
              });
              return (
                <button
                  key={id}
                  type="button"
                  aria-pressed={isSelected}
                  aria-label={label}
                  title={label}
                  onClick={() => onSelect(id)}
                  className={`rounded-lg p-0.5 transition ${
                    isSelected
                      ? 'bg-accent/20 ring-2 ring-accent'
                      : 'opacity-60 hover:bg-surface-2 hover:opacity-100'
                  }`}
                >
                  <GameImage
                    src={player.champion.image_url}
                    alt=""
                    name={player.champion.name}
                    title={label}
                    width={32}
                    height={32}
                    className="block size-8 rounded-md"
                  />
                </button>
              );
            })}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

import { BLUE_TEAM_ID, RED_TEAM_ID, type TimelineParticipant } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { GameImage } from '../../../shared/ui/game-image.tsx';

const TEAMS = [
  { id: BLUE_TEAM_ID, key: 'blue_team', line: 'border-blue-team' },
  { id: RED_TEAM_ID, key: 'red_team', line: 'border-red-team' },
] as const;

/** A champion icon per player, blue team then red; the chosen one is pressed. */
export function PlayerPicker({
  players,
  selectedId,
  onSelect,
}: {
  players: readonly TimelineParticipant[];
  selectedId: number | null;
  onSelect: (participantId: number) => void;
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
              const isSelected = player.participant_id === selectedId;
              const label = t('players.player', {
                champion: player.champion.name,
                name: player.summoner_name,
              });
              return (
                <button
                  key={player.participant_id}
                  type="button"
                  aria-pressed={isSelected}
                  aria-label={label}
                  title={label}
                  onClick={() => onSelect(player.participant_id)}
                  className={`rounded-lg p-0.5 transition ${
                    isSelected
                      ? 'bg-accent/20 ring-2 ring-accent'
                      : 'opacity-60 hover:bg-surface-2 hover:opacity-100'
                  }`}
                >
                  <GameImage
                    src={player.champion.image_url}
                    alt=""
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

import { type MultiSearchPlayer, profileIconUrl } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { FormRecord } from '../../../shared/scouting/form-strip.tsx';
import { RoleLabel } from '../../../shared/scouting/role-label.tsx';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { SoloRankLabel } from '../../../shared/ui/solo-rank-label.tsx';
import { rateClass } from './column-frame.tsx';

/** The recent form in a few characters: "12W 8L 60%", or that the queue has no game. */
function FormSummary({ player }: { player: MultiSearchPlayer }) {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const { recent } = player;
  if (recent.games === 0) return <span className="text-muted">{t('compact.no_games')}</span>;
  return (
    <span className="whitespace-nowrap">
      <FormRecord wins={recent.wins} losses={recent.losses} />{' '}
      <span className={`font-semibold ${rateClass(recent.win_rate)}`}>
        {formatPercent(recent.win_rate, language)}
      </span>
    </span>
  );
}

/**
 * A player in one row, for phones (hidden from `sm`): the icon, Riot ID, Solo/Duo rank, recent
 * form and main role. Pressing it shows or hides the player's whole column (`controls`).
 */
export function CompactRow({
  player,
  isExpanded,
  controls,
  onToggle,
}: {
  player: MultiSearchPlayer;
  isExpanded: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const solo = player.ranked[0];
  const role = player.main_role;
  return (
    <button
      type="button"
      aria-expanded={isExpanded}
      aria-controls={controls}
      onClick={onToggle}
      className="flex w-full min-w-0 items-center gap-3 rounded-xl border border-line bg-surface p-2.5 text-left hover:border-accent/50 sm:hidden"
    >
      <GameImage
        src={profileIconUrl(player.profile_icon_id)}
        alt=""
        name={player.game_name}
        width={40}
        height={40}
        className="size-10 shrink-0 rounded-lg"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate leading-tight font-bold">
          <RiotId gameName={player.game_name} tagLine={player.tag_line} />
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
          <SoloRankLabel
            rank={solo && { tier: solo.tier, rank: solo.rank, league_points: solo.leaguePoints }}
          />
          <FormSummary player={player} />
          {role && <RoleLabel role={role} className="text-muted" />}
        </span>
      </span>
      <svg
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        className={`size-5 shrink-0 text-muted transition-transform ${isExpanded ? 'rotate-180' : ''}`}
      >
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
      </svg>
    </button>
  );
}

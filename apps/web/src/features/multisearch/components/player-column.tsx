import { type MultiSearchPlayer, profileIconUrl } from '@riftscope/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { PlayerNotes } from '../../../shared/scouting/player-notes.tsx';
import { RecentLp } from '../../../shared/scouting/recent-lp.tsx';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { emptyQueue } from '../column-figures.ts';
import { ChampionPool } from './champion-pool.tsx';
import { COLUMN_BOX, ColumnHeader } from './column-frame.tsx';
import { CompactRow } from './compact-row.tsx';
import { RankBlock } from './rank-block.tsx';
import { RecentForm } from './recent-form.tsx';
import { RolesBlock } from './roles-block.tsx';

/** What the column says in place of its queue's figures when it has none (column-figures.ts). */
function EmptyQueue({ player }: { player: MultiSearchPlayer }) {
  const { t } = useTranslation('multisearch');
  const reason = emptyQueue(player);
  if (!reason) return null;
  return <p className="text-sm font-semibold text-muted">{t(`empty.${reason}`)}</p>;
}

/**
 * One player of the multi-search, filled: who (linking to the player page), the Solo/Duo rank
 * with what the latest games did to it (and the Flex rank when the board shows Flex), the notes,
 * then the stored games of the board's queue (docs/player-page.md), remakes left out: recent
 * form, roles and the season's champion pool. A queue without games says so instead of showing
 * empty figures. On phones the column is folded into one row until pressed.
 */
export function PlayerColumn({ player }: { player: MultiSearchPlayer }) {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const headingId = useId();
  const columnId = useId();
  const [isExpanded, setExpanded] = useState(false);
  const hasGames = player.recent.games > 0;
  return (
    <div className="h-full space-y-2 sm:space-y-0">
      <CompactRow
        player={player}
        isExpanded={isExpanded}
        controls={columnId}
        onToggle={() => setExpanded((was) => !was)}
      />
      <article
        id={columnId}
        aria-labelledby={headingId}
        className={`${COLUMN_BOX} ${isExpanded ? 'flex' : 'hidden sm:flex'}`}
      >
        <ColumnHeader
          headingId={headingId}
          region={player.region}
          iconUrl={profileIconUrl(player.profile_icon_id)}
          iconName={player.game_name}
          details={t('column.level', { level: player.summoner_level })}
          name={
            <Link
              to={summonerPath(language, player.region, player.game_name, player.tag_line)}
              className="hover:text-accent"
            >
              <RiotId gameName={player.game_name} tagLine={player.tag_line} />
            </Link>
          }
        />
        <RankBlock title={t('rank.title')} entry={player.ranked[0]}>
          <RecentLp summary={player.recent_lp} className="mt-1.5 text-xs" />
        </RankBlock>
        {player.queue === 'flex' && (
          <RankBlock title={t('rank.title_flex')} entry={player.ranked[1]} />
        )}
        <PlayerNotes notes={player.notes} />
        {hasGames ? (
          <>
            <RecentForm player={player} />
            <RolesBlock player={player} />
            <ChampionPool player={player} />
          </>
        ) : (
          <EmptyQueue player={player} />
        )}
      </article>
    </div>
  );
}

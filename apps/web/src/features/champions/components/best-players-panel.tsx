import type { BestPlayer, Language, Region } from '@riftscope/contracts';
import { BEST_PLAYERS_MIN_GAMES, regionLabel } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatDecimal, formatPercent } from '../../../shared/domain/format-number.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { bestPlayersQuery } from '../api/best-players-api.ts';
import { Panel } from './panel.tsx';

function PlayerRow({ player, language }: { player: BestPlayer; language: Language }) {
  const { t } = useTranslation('champions');
  const { t: tm } = useTranslation('meta');
  return (
    <li className="flex items-center justify-between gap-3 border-b border-line py-2 last:border-0">
      <span className="flex min-w-0 flex-col">
        <Link
          to={summonerPath(language, player.region, player.game_name, player.tag_line)}
          className="truncate font-semibold hover:text-accent"
        >
          <RiotId gameName={player.game_name} tagLine={player.tag_line} />
        </Link>
        <span className={`text-xs ${TIER_TEXT_CLASS[player.tier]}`}>
          {tm(`tiers.${player.tier}`)} · {formatCount(player.league_points, language)} LP ·{' '}
          {regionLabel(player.region)}
        </span>
      </span>
      <span className="shrink-0 text-right text-sm tabular-nums">
        <span className="block font-semibold">{formatPercent(player.win_rate, language, 1)}</span>
        <span className="block text-xs text-muted">
          {t('best_players.games', {
            count: player.games,
            games: formatCount(player.games, language),
          })}{' '}
          ·{' '}
          {player.kda === null
            ? t('best_players.perfect')
            : t('best_players.kda', { kda: formatDecimal(player.kda, language) })}
        </span>
      </span>
    </li>
  );
}

/**
 * The champion's best stored players this season (docs/player-page.md, Ladders): Diamond+ players
 * with at least BEST_PLAYERS_MIN_GAMES Solo/Duo games on it, most games first. Nothing while it
 * loads or fails.
 */
export function BestPlayersPanel({
  championKey,
  region,
}: {
  championKey: string;
  region: Region | null;
}) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const best = useQuery(bestPlayersQuery(championKey, region, language));
  if (!best.data) return null;
  return (
    <Panel
      title={t('best_players.title')}
      note={t('best_players.note', {
        season: best.data.season,
        games: formatCount(BEST_PLAYERS_MIN_GAMES, language),
      })}
    >
      {best.data.data.length === 0 ? (
        <p className="text-sm text-muted">{t('best_players.empty')}</p>
      ) : (
        <ol data-testid="best-players">
          {best.data.data.map((player) => (
            <PlayerRow
              key={`${player.region}:${player.puuid}`}
              player={player}
              language={language}
            />
          ))}
        </ol>
      )}
    </Panel>
  );
}

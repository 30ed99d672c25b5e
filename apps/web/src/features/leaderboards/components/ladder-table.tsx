import type { LadderEntry, Language, Region } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { RankEmblem } from '../../../shared/ui/rank-emblem.tsx';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

// Phones keep position, player (with tier and LP under the name), win rate and W/L; the level
// and the champions fold away, so nothing scrolls sideways at 390 px.
const WIDE_ONLY = 'hidden sm:table-cell';
const CELL = 'border-b border-line px-1.5 py-2 sm:px-3';
const HEAD =
  'border-b border-line px-1.5 py-2.5 text-[0.7rem] font-semibold uppercase sm:px-3 sm:text-xs sm:tracking-wide';

/** The player's name: a link to their page when we hold their Riot ID, "name unknown" otherwise. */
function PlayerCell({
  entry,
  region,
  language,
}: {
  entry: LadderEntry;
  region: Region;
  language: Language;
}) {
  const { t } = useTranslation('leaderboards');
  const { t: tm } = useTranslation('meta');
  const standing = (
    <span className={`text-xs sm:hidden ${TIER_TEXT_CLASS[entry.tier]}`}>
      {tm(`tiers.${entry.tier}`)} · {t('lp', { lp: formatCount(entry.league_points, language) })}
    </span>
  );
  if (entry.game_name === null || entry.tag_line === null)
    return (
      <span className="flex min-w-0 flex-col">
        <span className="text-muted italic">{t('name_unknown')}</span>
        {standing}
      </span>
    );
  return (
    <span className="flex min-w-0 flex-col">
      <Link
        to={summonerPath(language, region, entry.game_name, entry.tag_line)}
        className="truncate font-semibold hover:text-accent"
        data-testid="ladder-player"
      >
        <RiotId gameName={entry.game_name} tagLine={entry.tag_line} />
      </Link>
      {standing}
    </span>
  );
}

function ChampionsCell({ entry }: { entry: LadderEntry }) {
  const { t } = useTranslation('leaderboards');
  const language = useLanguage();
  if (entry.champions.length === 0) return <span className="text-muted">—</span>;
  return (
    <span className="flex gap-1">
      {entry.champions.map((c) => (
        <span key={c.champion_id} className="relative">
          <GameImage
            src={c.image_url}
            name={c.champion_name}
            alt={t('champion_games', {
              name: c.champion_name,
              count: c.games,
              games: formatCount(c.games, language),
            })}
            title={t('champion_games', {
              name: c.champion_name,
              count: c.games,
              games: formatCount(c.games, language),
            })}
            className="size-7 rounded"
          />
          <span className="absolute -right-1 -bottom-1 rounded bg-bg px-0.5 text-[0.6rem] leading-none">
            {formatCount(c.games, language)}
          </span>
        </span>
      ))}
    </span>
  );
}

/** One page of the ladder: each row a player as league-v4 listed them at the read. */
export function LadderTable({
  entries,
  region,
  language,
}: {
  entries: readonly LadderEntry[];
  region: Region;
  language: Language;
}) {
  const { t } = useTranslation('leaderboards');
  const { t: tm } = useTranslation('meta');
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface">
      <table className="w-full table-fixed border-collapse text-sm sm:table-auto">
        <thead className="text-muted">
          <tr>
            <th scope="col" className={`${HEAD} w-10 text-center sm:w-14`}>
              {t('columns.position')}
            </th>
            <th scope="col" className={`${HEAD} text-left`}>
              {t('columns.player')}
            </th>
            <th scope="col" className={`${HEAD} ${WIDE_ONLY} text-left`}>
              {t('columns.tier')}
            </th>
            <th scope="col" className={`${HEAD} ${WIDE_ONLY} text-right`}>
              {t('columns.lp')}
            </th>
            <th scope="col" className={`${HEAD} w-24 text-right sm:w-auto`}>
              {t('columns.win_rate')}
            </th>
            <th scope="col" className={`${HEAD} ${WIDE_ONLY} text-left`}>
              {t('columns.champions')}
            </th>
            <th scope="col" className={`${HEAD} ${WIDE_ONLY} text-right`}>
              {t('columns.level')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.position} data-testid="ladder-row">
              <td className={`${CELL} text-center font-semibold tabular-nums`}>
                {formatCount(entry.position, language)}
              </td>
              <td className={`${CELL} min-w-0`}>
                <PlayerCell entry={entry} region={region} language={language} />
              </td>
              <td className={`${CELL} ${WIDE_ONLY}`}>
                <span
                  className={`inline-flex items-center gap-1 font-semibold ${TIER_TEXT_CLASS[entry.tier]}`}
                >
                  <RankEmblem tier={entry.tier} size={18} isDecorative />
                  {tm(`tiers.${entry.tier}`)}
                </span>
              </td>
              <td className={`${CELL} ${WIDE_ONLY} text-right tabular-nums`}>
                {t('lp', { lp: formatCount(entry.league_points, language) })}
              </td>
              <td className={`${CELL} text-right tabular-nums`}>
                <span className="block font-semibold">
                  {formatPercent(entry.win_rate, language, 1)}
                </span>
                <span className="block text-xs text-muted">
                  {t('record', {
                    wins: formatCount(entry.wins, language),
                    losses: formatCount(entry.losses, language),
                  })}
                </span>
              </td>
              <td className={`${CELL} ${WIDE_ONLY}`}>
                <ChampionsCell entry={entry} />
              </td>
              <td className={`${CELL} ${WIDE_ONLY} text-right tabular-nums`}>
                {entry.summoner_level === null ? (
                  <span className="text-muted" title={t('level_unknown')}>
                    —
                  </span>
                ) : (
                  formatCount(entry.summoner_level, language)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The table's place while the page loads. */
export function LadderTableSkeleton() {
  return (
    <div className="space-y-2 rounded-2xl border border-line bg-surface p-3" aria-hidden>
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}

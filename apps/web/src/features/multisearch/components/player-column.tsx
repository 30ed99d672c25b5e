import {
  isApexTier,
  type MultiSearchPlayer,
  profileIconUrl,
  type RankedEntry,
  winRate,
} from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatCompact,
  formatCount,
  formatDecimal,
  formatPercent,
} from '../../../shared/domain/format-number.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { ChampionLine } from '../../../shared/ui/champion-line.tsx';
import { RankEmblem } from '../../../shared/ui/rank-emblem.tsx';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { RoleIcon } from '../../../shared/ui/role-icon.tsx';
import { StreakBadge } from '../../../shared/ui/streak-badge.tsx';
import { mainRole, seasonRecord } from '../column-figures.ts';
import { BlockTitle, COLUMN_CLASS, ColumnHeader } from './column-frame.tsx';
import { ResultsStrip } from './results-strip.tsx';

type Recent = MultiSearchPlayer['recent'];

const rateClass = (rate: number) => (rate >= 50 ? 'text-win' : 'text-loss');

/** Solo/Duo: the emblem, tier and division, LP and the season's win rate over its games. */
function SoloRank({ entry }: { entry: RankedEntry | null }) {
  const { t } = useTranslation('multisearch');
  const { t: tm } = useTranslation('meta');
  const language = useLanguage();
  if (!entry) {
    return (
      <div>
        <BlockTitle>{t('rank.title')}</BlockTitle>
        <p className="font-semibold text-muted">{t('rank.unranked')}</p>
      </div>
    );
  }
  const season = seasonRecord(entry);
  return (
    <div>
      <BlockTitle>{t('rank.title')}</BlockTitle>
      <div className="flex items-center gap-2.5">
        <RankEmblem tier={entry.tier} size={44} isDecorative />
        <div className="min-w-0">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className={`font-bold ${TIER_TEXT_CLASS[entry.tier]}`}>
              {tm(`tiers.${entry.tier}`)}
              {!isApexTier(entry.tier) && ` ${entry.rank}`}
            </span>
            <span className="text-sm">
              {t('rank.lp', { lp: formatCount(entry.leaguePoints, language) })}
            </span>
          </p>
          <p className="text-xs text-muted">
            <span className={rateClass(season.winRate)}>
              {t('rank.season', {
                count: season.games,
                formatted: formatCount(season.games, language),
                rate: formatPercent(season.winRate, language),
              })}
            </span>
          </p>
        </div>
      </div>
    </div>
  );
}

/** The sample, its W/L strip, record and win rate, and the average K/D/A with the KDA ratio. */
function RecentGames({ player }: { player: MultiSearchPlayer }) {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const { recent } = player;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('recent.sample', { count: recent.games })}
        </h3>
        <StreakBadge
          streak={recent.streak}
          label={(streak) =>
            t(streak.result === 'win' ? 'recent.streak_wins' : 'recent.streak_losses', {
              count: streak.games,
            })
          }
        />
      </div>
      <ResultsStrip results={player.results} />
      <p className="flex flex-wrap gap-x-2 text-sm">
        <span>{t('recent.record', { wins: recent.wins, losses: recent.losses })}</span>
        <span className={`font-semibold ${rateClass(recent.win_rate)}`}>
          {t('recent.win_rate', { rate: formatPercent(recent.win_rate, language) })}
        </span>
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-bold tabular-nums">
          <span className="sr-only">{t('recent.kda_label')}: </span>
          {formatDecimal(recent.avg_kills, language, 1)} <span className="text-muted">/</span>{' '}
          <span className="text-loss">{formatDecimal(recent.avg_deaths, language, 1)}</span>{' '}
          <span className="text-muted">/</span> {formatDecimal(recent.avg_assists, language, 1)}
        </span>
        <span className="font-semibold text-accent">
          {recent.kda === null
            ? t('recent.kda_perfect')
            : t('recent.kda_ratio', { ratio: formatDecimal(recent.kda, language) })}
        </span>
      </p>
    </div>
  );
}

function MainRole({ recent }: { recent: Recent }) {
  const { t } = useTranslation('multisearch');
  const role = mainRole(recent.roles);
  return (
    <div>
      <BlockTitle>{t('role.title')}</BlockTitle>
      {role ? (
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          <RoleIcon role={role} className="size-5 text-text" />
          {t(`role.names.${role}`)}
        </p>
      ) : (
        <p className="text-sm text-muted">{t('role.none')}</p>
      )}
    </div>
  );
}

function TopChampions({
  recent,
  masteries = [],
}: {
  recent: Recent;
  masteries?: MultiSearchPlayer['masteries'];
}) {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const headingId = useId();
  return (
    <div>
      <h3
        id={headingId}
        className="mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase"
      >
        {t('champions.title')}
      </h3>
      <ul aria-labelledby={headingId} className="space-y-1.5">
        {recent.champions.map((champion) => {
          const rate = winRate(champion.wins, champion.games);
          const mastery = masteries.find((m) => m.champion_id === champion.champion_id);
          return (
            <ChampionLine
              key={champion.champion_id}
              name={champion.champion_name}
              imageUrl={champion.image_url}
            >
              <p className="text-muted">
                {t('champions.games', { count: champion.games })} ·{' '}
                <span className={rateClass(rate)}>{formatPercent(rate, language)}</span>
                {mastery &&
                  ` · ${t('champions.mastery', {
                    level: mastery.level,
                    points: formatCompact(mastery.points, language),
                  })}`}
              </p>
            </ChampionLine>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * One player of the multi-search, filled: who (linking to the player page), the Solo/Duo rank
 * and season, then the stored recent games of every queue (docs/player-page.md), remakes left
 * out. A player without stored games says so instead of showing empty figures.
 */
export function PlayerColumn({ player }: { player: MultiSearchPlayer }) {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const headingId = useId();
  const hasGames = player.recent.games > 0;
  return (
    <article aria-labelledby={headingId} className={COLUMN_CLASS}>
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
      <SoloRank entry={player.ranked[0]} />
      {hasGames ? (
        <>
          <RecentGames player={player} />
          <MainRole recent={player.recent} />
          {player.recent.champions.length > 0 && (
            <TopChampions recent={player.recent} masteries={player.masteries} />
          )}
        </>
      ) : (
        <p className="text-sm text-muted">{t('recent.none')}</p>
      )}
    </article>
  );
}

import {
  formatRiotId,
  isRegion,
  type LiveGame,
  type LivePlayer,
  regionLabel,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useResponseStatus } from '../../lib/response-status.ts';
import { formatElapsed } from '../../shared/domain/format-number.ts';
import { type PlayerRef, playerRefFrom } from '../../shared/domain/player-ref.ts';
import { queueName } from '../../shared/domain/queue-name.ts';
import { summonerPath } from '../../shared/domain/summoner-path.ts';
import { useGoBack } from '../../shared/hooks/use-go-back.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { RiotId } from '../../shared/ui/riot-id.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { TextWithName } from '../../shared/ui/text-with-name.tsx';
import { liveGameQuery } from './api/live-api.ts';
import { LanesView } from './components/lanes-view.tsx';
import { PremadeLegend } from './components/premade-marker.tsx';
import { TEAMS, TeamPanel } from './components/team-panel.tsx';
import { WinChanceBar } from './components/win-chance-bar.tsx';
import { useElapsedSeconds } from './use-elapsed-seconds.ts';

const PLAYERS_PER_TEAM = 5;

/** The queue in upper case, in the page's language ("RANKED SOLO/DUO", "DERECELİ TEK/ÇİFT"). */
function useQueueLabel(queueType: string): string {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const name = queueName(queueType);
  const text =
    'key' in name
      ? t(`queues.${name.key}`)
      : 'id' in name
        ? t('queue_other', { id: name.id })
        : name.text;
  return text.toLocaleUpperCase(language);
}

function GameClock({ startMs }: { startMs: number }) {
  const { t } = useTranslation('live');
  const seconds = useElapsedSeconds(startMs);
  // Riot sends 0 while the players are still on the loading screen.
  if (startMs <= 0) return <span className="text-muted">{t('loading_screen')}</span>;
  return (
    <time dateTime={`PT${seconds}S`} className="font-mono tabular-nums">
      {formatElapsed(seconds)}
    </time>
  );
}

function NotInGame({ fallbackPath }: { fallbackPath: string }) {
  const { t } = useTranslation('live');
  const goBack = useGoBack(fallbackPath);
  return (
    <StatePanel title={t('not_in_game.title')} hint={t('not_in_game.hint')} role="alert">
      <Button variant="secondary" onClick={goBack}>
        <span aria-hidden="true">←</span>
        {t('not_in_game.back')}
      </Button>
    </StatePanel>
  );
}

function LiveSkeleton() {
  const { t } = useTranslation('live');
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <Skeleton className="h-24 rounded-xl" />
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
        {TEAMS.map((team) => (
          <div key={team.key} className="space-y-2 rounded-xl border border-line bg-surface p-3">
            <Skeleton className="h-5 w-24" />
            {Array.from({ length: PLAYERS_PER_TEAM }, (_, index) => (
              <Skeleton key={index} className="h-11" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function LiveGameView({ game, player }: { game: LiveGame; player: PlayerRef }) {
  const { t } = useTranslation('live');
  const queue = useQueueLabel(game.queue_type);
  const isViewed = (other: LivePlayer) =>
    other.summoner !== null &&
    other.summoner.game_name.toLowerCase() === player.gameName.toLowerCase() &&
    other.summoner.tag_line.toLowerCase() === player.tagLine.toLowerCase();
  const premadeGroups = [
    ...new Set(
      [...game.blue_team, ...game.red_team].flatMap((other) =>
        other.summoner?.premade == null ? [] : [other.summoner.premade],
      ),
    ),
  ].sort((a, b) => a - b);
  return (
    <div className="space-y-4">
      <dl className="flex flex-wrap gap-x-8 gap-y-2 rounded-xl border border-line bg-surface px-4 py-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t('queue')}</dt>
          <dd className="font-bold tracking-wide text-accent">{queue}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('game_time')}
          </dt>
          <dd className="text-lg font-bold">
            <GameClock startMs={game.game_start_time} />
          </dd>
        </div>
      </dl>
      <WinChanceBar game={game} />
      {game.roles_inferred ? (
        <LanesView game={game} isViewed={isViewed} />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {TEAMS.map((team) => (
            <TeamPanel
              key={team.key}
              team={team}
              players={game[team.key]}
              bans={game.bans.filter((ban) => ban.team_id === team.id)}
              isViewed={isViewed}
            />
          ))}
        </div>
      )}
      {premadeGroups.length > 0 && <PremadeLegend groups={premadeGroups} />}
    </div>
  );
}

/** A 404 (not in a game), any failure or a game without players all read as "not in game". */
const isShown = (game: LiveGame | undefined): game is LiveGame =>
  game !== undefined && (game.blue_team.length > 0 || game.red_team.length > 0);

/** The red LIVE badge of the heading, only while a game is shown. */
function LiveBadge({ player }: { player: PlayerRef }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const live = useQuery(liveGameQuery(player, language));
  if (!isShown(live.data)) return null;
  return (
    <span className="inline-flex items-center gap-2 rounded-md bg-red-team/15 px-2 py-0.5 text-sm font-bold tracking-wide text-red-team uppercase">
      <span className="size-2 animate-pulse rounded-full bg-red-team" aria-hidden="true" />
      {t('title')}
    </span>
  );
}

function LiveGameSection({ player }: { player: PlayerRef }) {
  const language = useLanguage();
  const live = useQuery(liveGameQuery(player, language));
  const profilePath = summonerPath(language, player.region, player.gameName, player.tagLine);
  if (live.isPending) return <LiveSkeleton />;
  if (!isShown(live.data)) return <NotInGame fallbackPath={profilePath} />;
  return <LiveGameView game={live.data} player={player} />;
}

/** `/{lang}/live/{region}/{gameName}/{tagLine}`: the player's current game (docs/product.md, Live game). */
export function LivePage() {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const params = useParams();
  const { region = '', gameName = '', tagLine = '' } = params;
  const riotId = formatRiotId({ gameName, tagLine });
  const player = playerRefFrom(params);
  usePageMeta({
    page: 'live',
    values: { name: riotId, region: isRegion(region) ? regionLabel(region) : region.toUpperCase() },
    isNoIndex: !player,
  });
  // An address that cannot name a player is no page.
  useResponseStatus(player ? null : 404);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header className="space-y-2">
        {player && (
          <Link
            to={summonerPath(language, player.region, gameName, tagLine)}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-text"
          >
            <span aria-hidden="true">←</span>
            <TextWithName
              sentence={(name) => t('back_to_profile', { name })}
              name={riotId}
              shown={<RiotId gameName={gameName} tagLine={tagLine} tagClassName="" />}
            />
          </Link>
        )}
        <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-extrabold tracking-tight sm:text-3xl">
          {player && <LiveBadge player={player} />}
          <span className="min-w-0 break-words">
            <RiotId gameName={gameName} tagLine={tagLine} />
          </span>
        </h1>
      </header>
      {player ? (
        <LiveGameSection key={`${region}/${gameName}/${tagLine}`} player={player} />
      ) : (
        <NotInGame fallbackPath={`/${language}`} />
      )}
    </div>
  );
}

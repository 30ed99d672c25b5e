import {
  type Friend,
  type Language,
  type MatchListPage,
  PROFILE_REFRESH_AGE_MS,
  type Region,
  type Summoner,
  type TopChampions,
  type UpdateResponse,
} from '@riftscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AnswerCache,
  type AnswerCacheFactory,
  memoryAnswerCache,
} from '../../platform/answer-cache.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { IngestionService } from '../ingestion/ingestion.service.ts';
import { type IngestionJobs, inProcessJobs } from '../ingestion/ingestion-jobs.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { LpPerGameRepository } from '../riot-data/lp-per-game.repository.ts';
import type { ParticipantRanksRepository } from '../riot-data/participant-ranks.repository.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import {
  VIEW_MARK_EVERY_MS,
  type WatchedPlayersRepository,
} from '../riot-data/watched-players.repository.ts';
import { isWholePage, type MatchPageRequest, readMatchPage } from './match-page.ts';
import { friendsOf, topChampionsOf } from './player-panels.ts';
import { type PlayerRequest, playerGroup } from './player-request.ts';
import { refreshWhenStale, updatePlayer, updateStatusOf } from './player-update.ts';
import { SeasonImports } from './season-import.ts';
import { knownPlayer, type StoredPlayersDeps, storedOrNot } from './stored-players.ts';
import { toSummoner } from './summoners.mapper.ts';

/** How long a profile or match page is answered from the cache (the web app caches 5 minutes). */
export const ANSWER_CACHE_MS = 5_000;

/** The caches of answers about one player, grouped by Riot ID so that `forget` reaches them all. */
function playerAnswerCaches(cache: AnswerCacheFactory, now?: () => number) {
  const caches: AnswerCache<unknown>[] = [];
  return {
    /** A cache of answers about a player, grouped by Riot ID and forgotten with the others. */
    playerAnswers<T>(name: string): AnswerCache<T> {
      // Repeat views of one player within seconds (page loads, several tabs) skip the database.
      const answers = cache<T>({ name, ttlMs: ANSWER_CACHE_MS, maxEntries: 5_000, now });
      caches.push(answers as AnswerCache<unknown>);
      return answers;
    },

    /** Drops the cached answers about a player. */
    async forget(player: Pick<PlayerRequest, 'gameName' | 'tagLine'>): Promise<void> {
      const group = playerGroup(player);
      await Promise.all(caches.map((answers) => answers.forget(group)));
    },
  };
}

/** The profile: the stored player (a page render's) or the lookup's, with ranks and its refresh. */
async function profileOf(
  deps: StoredPlayersDeps & {
    summoners: Pick<SummonersRepository, 'ranked'>;
    jobs: Pick<IngestionJobs, 'lookup'>;
    ingestion: Pick<IngestionService, 'nextUpdateAt'>;
    refreshIfStale: (row: SummonerRow, player: PlayerRequest) => Promise<boolean>;
  },
  player: PlayerRequest,
): Promise<Summoner> {
  const { summoners, jobs, ingestion, refreshIfStale } = deps;
  const row =
    player.reads === 'stored'
      ? await storedOrNot(deps, player)
      : await jobs.lookup(player.region, player.gameName, player.tagLine, player.client);
  const [ranked, isRefreshing] = await Promise.all([
    summoners.ranked(row.id),
    refreshIfStale(row, player),
  ]);
  return toSummoner(row, ranked, ingestion.nextUpdateAt(row), isRefreshing);
}

/**
 * Whether a refresh of a player is under way, starting one when its stored data is older than
 * the refresh age. Visitors opening one stale profile at once in this process share one claim
 * and one answer.
 */
function staleRefreshes(deps: Parameters<typeof refreshWhenStale>[0]) {
  const refreshChecks = singleFlight<boolean>();
  return (row: SummonerRow, player: PlayerRequest): Promise<boolean> => {
    if (!row.fetchedAt || deps.now() - row.fetchedAt.getTime() <= deps.refreshAgeMs) {
      return Promise.resolve(false);
    }
    return refreshChecks(`${row.region}:${row.puuid}`, () => refreshWhenStale(deps, row, player));
  };
}

/**
 * Records that a player's page was opened (the "after a game" refresh follows such players), at
 * most once an hour a player from this process, without holding up the answer.
 */
function pageViews(
  watched: Pick<WatchedPlayersRepository, 'markViewed'> | undefined,
  { now, log }: { now: () => number; log: FastifyBaseLogger | undefined },
) {
  const marked = createTtlCache<true>({ ttlMs: VIEW_MARK_EVERY_MS, maxEntries: 50_000, now });
  return {
    mark(player: { region: string; puuid: string }): void {
      const key = `${player.region}:${player.puuid}`;
      if (!watched || marked.get(key)) return;
      marked.set(key, true);
      watched.markViewed(player, new Date(now())).catch((err: unknown) => {
        log?.warn({ err, puuid: player.puuid }, 'page view not recorded');
      });
    },
  };
}

export interface SummonersServiceDeps {
  ingestion: IngestionService;
  /** Where lookups and Updates run; in this process unless given. */
  jobs?: IngestionJobs;
  summoners: SummonersRepository;
  /** Records opened pages for the "after a game" refresh; none recorded without it. */
  watched?: Pick<WatchedPlayersRepository, 'markViewed'>;
  /** LP per ranked game from the rank snapshots (docs/player-page.md, LP per game). */
  lp: Pick<LpPerGameRepository, 'changesOf'>;
  /** The ranks we hold of players, for each listed match's average tier. */
  ranks?: Pick<ParticipantRanksRepository, 'held'>;
  /** The game's names in each interface language. */
  games: GameDataCatalog;
  cache?: AnswerCacheFactory;
  now?: () => number;
  /** Stored data older than this is refreshed in the background when the profile is opened. */
  refreshAgeMs?: number;
  log?: FastifyBaseLogger;
}

/**
 * The player page's answers about one player (profile, match list, Update, top champions,
 * friends), each cached in the player's group of answers. Each answer is one named function in
 * this folder (match-page.ts, player-update.ts, player-panels.ts, season-import.ts,
 * stored-players.ts) with its dependencies passed in; this service holds the caches.
 */
export function createSummonersService(deps: SummonersServiceDeps) {
  const { ingestion, summoners, games, lp, ranks, log } = deps;
  const jobs = deps.jobs ?? inProcessJobs(ingestion);
  const now = deps.now ?? Date.now;
  const refreshAgeMs = deps.refreshAgeMs ?? PROFILE_REFRESH_AGE_MS;
  const { playerAnswers, forget } = playerAnswerCaches(deps.cache ?? memoryAnswerCache, deps.now);
  const profiles = playerAnswers<Summoner>('summoner');
  const pages = playerAnswers<MatchListPage>('matches');
  const topChampionLists = playerAnswers<TopChampions>('top-champions');
  const friendLists = playerAnswers<Friend[]>('friends');

  const seasonImports = new SeasonImports({ summoners, ingestion, log });
  const views = pageViews(deps.watched, { now, log });
  const updates = { summoners, jobs, now, forget, log };
  const stored = { summoners, jobs };
  const known = (player: PlayerRequest<Region | undefined>) => knownPlayer(stored, player);

  const refreshIfStale = staleRefreshes({ ...updates, refreshAgeMs });

  return {
    known,
    playerAnswers,
    /** Drops the cached answers about a player (after Riot work done outside this service). */
    forget,

    async get(player: PlayerRequest): Promise<Summoner> {
      const profile = await profiles.remember(playerGroup(player), player.region, () =>
        profileOf({ summoners, jobs, ingestion, refreshIfStale }, player),
      );
      views.mark(profile);
      return profile;
    },

    /** `region` undefined: the stored player of that Riot ID in any region. */
    async matches(
      player: PlayerRequest<Region | undefined>,
      request: MatchPageRequest,
    ): Promise<MatchListPage> {
      const { page, perPage, queue, lang } = request;
      const field = `${player.region ?? '*'}:${queue}:${page}:${perPage}:${lang}`;
      return pages.remember(
        playerGroup(player),
        field,
        () => readMatchPage({ summoners, jobs, ingestion, games, lp, ranks }, player, request),
        isWholePage,
      );
    },

    update: (player: PlayerRequest): Promise<UpdateResponse> => updatePlayer(updates, player),

    updateStatus: (player: PlayerRequest): Promise<UpdateResponse> =>
      updateStatusOf(updates, player),

    async topChampions(player: PlayerRequest, lang: Language): Promise<TopChampions> {
      return topChampionLists.remember(
        playerGroup(player),
        `${player.region}:${lang}`,
        async () => {
          const row = await known(player);
          return topChampionsOf({ summoners, games, now }, { row, lang }, (seasonFrom) =>
            seasonImports.start(row, seasonFrom, () => forget(player)),
          );
        },
      );
    },

    /** Settles once the season imports running in this process now are done. */
    seasonImportsSettled: (): Promise<void> => seasonImports.settled(),

    async friends(player: PlayerRequest): Promise<Friend[]> {
      return friendLists.remember(playerGroup(player), player.region, async () =>
        friendsOf({ summoners, games, now }, await known(player)),
      );
    },
  };
}

export type SummonersService = ReturnType<typeof createSummonersService>;

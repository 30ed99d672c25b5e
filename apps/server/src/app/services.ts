import { join } from 'node:path';
import { ARENA_QUEUE, PROFILE_ICON_VERSION } from '@riftscope/contracts';
import { itemClasses } from '@riftscope/riot/ddragon';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { createAdminStatsRepository } from '../modules/admin-stats/admin-stats.repository.ts';
import { createAdminStatsService } from '../modules/admin-stats/admin-stats.service.ts';
import { createAdminUsersService } from '../modules/admin-users/admin-users.service.ts';
import { createAnalyticsRepository } from '../modules/analytics/analytics.repository.ts';
import { createAnalyticsService } from '../modules/analytics/analytics.service.ts';
import {
  createDdragonImages,
  UPSTREAM_FETCH_WINDOW_MS,
} from '../modules/assets/ddragon-images.service.ts';
import { createImageLabels } from '../modules/assets/image-labels.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { redisFailureCounter } from '../modules/auth/failure-counter.redis.ts';
import { createMemoryFailureCounter } from '../modules/auth/failure-counter.ts';
import { createPasswordResetService } from '../modules/auth/password-reset.service.ts';
import { createPasswordResetsRepository } from '../modules/auth/password-resets.repository.ts';
import { createSessionAuthentication } from '../modules/auth/session-auth.ts';
import { createThrottledPasswordCheck } from '../modules/auth/sign-in-throttle.ts';
import {
  createTokensRepository,
  type TokensRepository,
} from '../modules/auth/tokens.repository.ts';
import { createArenaService } from '../modules/champions/arena.service.ts';
import type { AugmentNames } from '../modules/champions/arena-answers.ts';
import { type AugmentNamesSource, startAugmentNames } from '../modules/champions/augment-names.ts';
import { createBuildPagesService } from '../modules/champions/build-pages.service.ts';
import { createChampionsService } from '../modules/champions/champions.service.ts';
import { createMatchupService } from '../modules/champions/matchup.service.ts';
import { createExamplePlayersService } from '../modules/example-players/example-players.service.ts';
import { createFavoritesRepository } from '../modules/favorites/favorites.repository.ts';
import { createFavoritesService } from '../modules/favorites/favorites.service.ts';
import { createGuidesRepository } from '../modules/guides/guides.repository.ts';
import { createGuidesAdminService } from '../modules/guides/guides-admin.service.ts';
import type { AfterGameDeps } from '../modules/ingestion/after-game-refresh.ts';
import { createCrawlerRepository } from '../modules/ingestion/crawler.repository.ts';
import { createCrawler } from '../modules/ingestion/crawler.ts';
import { createIngestionService } from '../modules/ingestion/ingestion.service.ts';
import { inProcessJobs } from '../modules/ingestion/ingestion-jobs.ts';
import { createQueuedJobs } from '../modules/ingestion/ingestion-queue.ts';
import { guardLookups } from '../modules/ingestion/lookup-guard.ts';
import { redisLookupQuota } from '../modules/ingestion/lookup-quota.redis.ts';
import { createMemoryLookupQuota, type LookupQuota } from '../modules/ingestion/lookup-quota.ts';
import { createLiveService } from '../modules/live/live.service.ts';
import { createMatchAnalysisService } from '../modules/matches/match-analysis.service.ts';
import { createMatchRanksService } from '../modules/matches/match-ranks.service.ts';
import { createMatchesService } from '../modules/matches/matches.service.ts';
import { createMultiSearchService } from '../modules/multisearch/multisearch.service.ts';
import { createNewsRepository } from '../modules/news/news.repository.ts';
import { createNewsService } from '../modules/news/news.service.ts';
import { createProfileService } from '../modules/profile/profile.service.ts';
import { createChampionsRepository } from '../modules/riot-data/champions.repository.ts';
import {
  createDataVersion,
  type DataVersion,
  notifyingStores,
} from '../modules/riot-data/data-version.ts';
import {
  createGameDataCatalog,
  type GameDataCatalog,
} from '../modules/riot-data/game-data.mapper.ts';
import { createLaddersRepository } from '../modules/riot-data/ladders.repository.ts';
import { createLiveRepository } from '../modules/riot-data/live.repository.ts';
import { createLpPerGameRepository } from '../modules/riot-data/lp-per-game.repository.ts';
import { createMasteriesRepository } from '../modules/riot-data/masteries.repository.ts';
import { createMatchAnalysisRepository } from '../modules/riot-data/match-analysis.repository.ts';
import { createMatchesRepository } from '../modules/riot-data/matches.repository.ts';
import { createMatchupsRepository } from '../modules/riot-data/matchups.repository.ts';
import { createParticipantRanksRepository } from '../modules/riot-data/participant-ranks.repository.ts';
import { createPlayerStatsRepository } from '../modules/riot-data/player-stats.repository.ts';
import { createRankHistoryRepository } from '../modules/riot-data/rank-history.repository.ts';
import { createScoutingRepository } from '../modules/riot-data/scouting.repository.ts';
import { createSliceFacetsRepository } from '../modules/riot-data/slice-facets.repository.ts';
import { createSummonersRepository } from '../modules/riot-data/summoners.repository.ts';
import { createWatchedPlayersRepository } from '../modules/riot-data/watched-players.repository.ts';
import { createSearchRepository } from '../modules/search/search.repository.ts';
import { createSearchService } from '../modules/search/search.service.ts';
import { createSeoRepository } from '../modules/seo/seo.repository.ts';
import { createSeoService } from '../modules/seo/seo.service.ts';
import { createPlayerMasteryService } from '../modules/summoners/player-mastery.service.ts';
import { createPlayerStatsService } from '../modules/summoners/player-stats.service.ts';
import { createRankHistoryService } from '../modules/summoners/rank-history.service.ts';
import { createSummonersService } from '../modules/summoners/summoners.service.ts';
import { createStorage, type Storage } from '../modules/uploads/storage.ts';
import { createAccountRemoval } from '../modules/users/account-removal.ts';
import { createUsersRepository, type UsersRepository } from '../modules/users/users.repository.ts';
import { memoryAnswerCache } from '../platform/answer-cache.ts';
import { createAccessGuard } from '../platform/auth-context.ts';
import type { Config } from '../platform/config.ts';
import { createMailer } from '../platform/mailer.ts';
import type { SharedState } from '../platform/redis/shared-state.ts';
import { configuredDataDragonDir, type RiotDeps } from '../platform/riot.ts';
import { createGuideReadingService } from './guide-services.ts';
import { createLadderServices } from './ladder-services.ts';

/** The ingestion service and crawler over a database and a Riot client. */
export function createIngestionServices(deps: {
  database: DatabaseHandle;
  riot: RiotDeps;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch for fetch and snapshot times; tests pass a fake. */
  clock?: () => number;
  /** Told when a stored match or timeline adds to the champion aggregates. */
  onChampionData?: () => void;
}) {
  const { db } = deps.database;
  const summoners = createSummonersRepository(db);
  // Facets read item classes (boots, legendaries) from the same Data Dragon the pages show.
  const stored = createMatchesRepository(db, { items: itemClasses(deps.riot.ddragon.items) });
  const matches = deps.onChampionData ? notifyingStores(stored, deps.onChampionData) : stored;
  const ingestion = createIngestionService({
    riot: deps.riot.client,
    summoners,
    matches,
    log: deps.log.child({ module: 'ingestion' }),
    now: deps.clock,
  });
  const crawler = createCrawler({
    riot: deps.riot.client,
    ingestion,
    crawl: createCrawlerRepository(db),
    ranks: createRankHistoryRepository(db),
    ladders: createLaddersRepository(db),
    log: deps.log.child({ job: 'crawler' }),
    now: deps.clock,
  });
  return { summoners, matches, ingestion, crawler };
}

export interface ServiceDeps {
  config: Config;
  database: DatabaseHandle;
  riot: RiotDeps;
  log: FastifyBaseLogger;
  /**
   * Redis of a serving process: answers cached for every process, per-address counts shared,
   * and lookups and Updates queued for workers. Without it they run in this process.
   */
  shared?: SharedState | null;
  /** Milliseconds since the epoch for session lifetimes and sign-in waits; tests pass a fake. */
  clock?: () => number;
}

/**
 * Every repository and service of the application, each built once from the configuration: the
 * HTTP app registers their routes, and the entry points (server, worker, jobs) take what they
 * run. Builds without side effects, except that with `shared` it connects to the queue; `close`
 * lets go of that.
 */
export function createServices({ clock = Date.now, shared = null, ...deps }: ServiceDeps) {
  const context: ServiceContext = { ...deps, db: deps.database.db, shared, clock };
  const { config, db, riot, log } = context;
  const storage = createStorage(join(config.dataDir, 'uploads'));
  const users = createUsersRepository(db);
  const tokens = createTokensRepository(db);
  const newsRepository = createNewsRepository(db);
  // Pages rendered with news are drawn again once an item changes in this process.
  const newsData = createDataVersion({ now: clock, intervalMs: 0 });
  const news = createNewsService({
    db,
    news: newsRepository,
    storage,
    changed: newsData.changed,
  });

  // Pages rendered with guides are drawn again once a guide changes in this process: the guide
  // services call guidesData.changed after every write.
  const guidesData = createDataVersion({ now: clock, intervalMs: 0 });

  // Champion answers cached in this process are dropped when its own ingests add data.
  const championData = createDataVersion({ now: clock });
  const { summoners, matches, ingestion, crawler } = createIngestionServices({
    database: context.database,
    riot,
    log,
    clock,
    onChampionData: championData.changed,
  });
  // The game's names in each interface language, built once for every service that answers them.
  const games = createGameDataCatalog(riot.ddragonByLanguage);
  // The admin area's guides: builds checked against the current Data Dragon (docs/guides.md).
  const guidesAdmin = createGuidesAdminService({
    db,
    guides: createGuidesRepository(db),
    storage,
    ddragon: riot.ddragon,
    ddragonByLanguage: riot.ddragonByLanguage,
    games,
    changed: guidesData.changed,
  });
  const { jobs, queued, coldQuota } = lookupJobs(context, { ingestion, summoners });
  const parts = { ingestion, summoners, matches, jobs, coldQuota, games };
  const players = playerServices(context, parts);
  const matchAnswers = matchServices(context, parts);

  return {
    storage,
    repositories: { users, tokens, summoners, matches, news: newsRepository },
    /**
     * What the pages the server renders with data show (the news, the champion aggregates, the guides), as
     * one version: a rendered page kept under another is stale.
     */
    pageDataVersion: () =>
      `${newsData.current()}.${championData.current()}.${guidesData.current()}`,
    ingestion,
    crawler,
    ...accountServices(context, { users, tokens, storage }),
    news,
    guidesAdmin,
    ...players,
    ...createLadderServices({ ...context, players: players.summoners, games }),
    ...matchAnswers,
    ...siteServices(context, { games, championData, guidesData }),
    /** Lets the first pages of matches being fetched finish, then go of the queue's connections. */
    close: async () => {
      await ingestion.settled();
      await matchAnswers.matchRanks.settled();
      await queued?.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** What every group of services is built from. */
interface ServiceContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  riot: RiotDeps;
  log: FastifyBaseLogger;
  shared: SharedState | null;
  clock: () => number;
}

/**
 * A count per address in a window: in Redis under `name` for every process with `shared`, in
 * this process's memory without.
 */
function addressQuota(
  { shared, log, clock }: ServiceContext,
  { name, max, windowMs }: { name: string; max: number; windowMs: number },
): LookupQuota {
  const options = { max, windowMs, now: clock };
  return shared
    ? redisLookupQuota(shared.redis, log, `${shared.target.keyPrefix}:${name}:`, options)
    : createMemoryLookupQuota(options);
}

/**
 * Lookups and Updates: queued for workers with `shared`, run in this process without, behind
 * the lookup guard and its one quota of new things per address (players and matches not stored
 * yet), which the matches service spends too.
 */
function lookupJobs(
  context: ServiceContext,
  { ingestion, summoners }: Pick<IngestionServices, 'ingestion' | 'summoners'>,
) {
  const { config, shared, log, clock } = context;
  const queued = shared
    ? createQueuedJobs({ redis: shared.target, log, ingestion, summoners })
    : undefined;
  const coldQuota = addressQuota(context, {
    name: 'cold-lookups',
    max: config.riotSpend.coldLookupsPerIp,
    windowMs: config.riotSpend.coldLookupWindowMs,
  });
  const jobs = guardLookups({
    jobs: queued ?? inProcessJobs(ingestion, log.child({ module: 'ingestion' })),
    summoners,
    cache: shared?.answerCache ?? memoryAnswerCache,
    quota: coldQuota,
    now: clock,
  });
  return { jobs, queued, coldQuota };
}

/** Sign-in, sessions and the access guard, password resets, the profile, favourites, admin of users. */
function accountServices(
  context: ServiceContext,
  {
    users,
    tokens,
    storage,
  }: { users: UsersRepository; tokens: TokensRepository; storage: Storage },
) {
  const { config, db, log, clock } = context;
  const checkPassword = createThrottledPasswordCheck({
    failedLogins: failedLoginCounter(context),
    limits: config.auth,
    clock,
  });
  const removeAccount = createAccountRemoval({ db, users, storage });
  return {
    guard: createAccessGuard(createSessionAuthentication({ tokens, clock })),
    auth: createAuthService({ db, users, tokens, checkPassword, clock }),
    passwordReset: createPasswordResetService({
      db,
      users,
      resets: createPasswordResetsRepository(db),
      tokens,
      mailer: createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outbox: join(config.dataDir, 'mail'),
        log: log.child({ module: 'mail' }),
      }),
      publicUrl: config.http.publicUrl,
      log: log.child({ module: 'password-reset' }),
      now: () => new Date(clock()),
    }),
    profile: createProfileService({ db, users, tokens, storage, removeAccount, checkPassword }),
    favorites: createFavoritesService({ favorites: createFavoritesRepository(db) }),
    adminUsers: createAdminUsersService({ db, users, tokens, removeAccount }),
  };
}

/** Failed sign-ins, counted in Redis for every process with `shared`, in memory without. */
function failedLoginCounter({ config, shared, log }: ServiceContext) {
  const failureMemory = { memoryMs: config.auth.failureMemoryMs };
  return shared
    ? redisFailureCounter(
        shared.redis,
        log,
        `${shared.target.keyPrefix}:failed-logins:`,
        failureMemory,
      )
    : createMemoryFailureCounter(failureMemory);
}

/** What the player services read and run through. */
interface PlayerParts extends Omit<IngestionServices, 'crawler'> {
  jobs: LookupJobs['jobs'];
  coldQuota: LookupQuota;
  games: GameDataCatalog;
}

type IngestionServices = ReturnType<typeof createIngestionServices>;
type LookupJobs = ReturnType<typeof lookupJobs>;

/** A player's champion masteries, cached in the summoners service's answer groups. */
function playerMasteryService(
  { db, riot, log, clock }: Pick<ServiceContext, 'db' | 'riot' | 'log' | 'clock'>,
  { summoners, jobs, games }: PlayerParts,
  players: ReturnType<typeof createSummonersService>,
) {
  return createPlayerMasteryService({
    players,
    summoners,
    jobs,
    masteries: createMasteriesRepository(db),
    riot: riot.client,
    games,
    log: log.child({ module: 'mastery' }),
    now: clock,
  });
}

/** Multi-search: a lobby's columns read together, the Solo/Duo LP change with them. */
function multiSearchService(
  { db, shared, clock }: Pick<ServiceContext, 'db' | 'shared' | 'clock'>,
  { summoners, jobs, ingestion, games }: PlayerParts,
  players: ReturnType<typeof createSummonersService>,
) {
  return createMultiSearchService({
    summoners,
    players,
    jobs,
    ingestion,
    games,
    cache: shared?.answerCache,
    now: clock,
    ranks: createLiveRepository(db),
    scouting: createScoutingRepository(db),
    lp: createLpPerGameRepository(db),
    masteries: createMasteriesRepository(db),
  });
}

/** The player page and what a player's name opens: matches, live game, multi-search. */
function playerServices(
  { config, db, riot, log, shared, clock }: ServiceContext,
  parts: PlayerParts,
) {
  const { ingestion, summoners, matches, jobs, games } = parts;
  const lp = createLpPerGameRepository(db);
  const watched = createWatchedPlayersRepository(db);
  // The player-page services share the summoners service's player lookup and answer groups.
  const summonersService = createSummonersService({
    ingestion,
    jobs,
    summoners,
    watched,
    lp,
    ranks: createParticipantRanksRepository(db),
    games,
    cache: shared?.answerCache,
    now: clock,
    refreshAgeMs: config.profiles.refreshAgeMs,
    log: log.child({ module: 'summoners' }),
  });
  const playerStats = createPlayerStatsRepository(db);
  return {
    summoners: summonersService,
    rankHistory: createRankHistoryService({
      players: summonersService,
      ranks: createRankHistoryRepository(db),
      lp,
      now: clock,
    }),
    /** The "after a game" refresh of followed players (ingestion/after-game-refresh.ts). */
    afterGame: {
      riot: riot.client,
      watched,
      matches,
      jobs,
      forget: (player) => summonersService.forget(player),
      log: log.child({ job: 'after-game' }),
      now: clock,
    } satisfies AfterGameDeps,
    playerStats: createPlayerStatsService({
      players: summonersService,
      stats: playerStats,
      games,
      now: clock,
    }),
    playerMastery: playerMasteryService({ db, riot, log, clock }, parts, summonersService),
    multiSearch: multiSearchService({ db, shared, clock }, parts, summonersService),
    live: createLiveService({
      riot: riot.client,
      live: createLiveRepository(db),
      scouting: createScoutingRepository(db),
      jobs,
      games,
      log: log.child({ module: 'live' }),
      cache: shared?.answerCache,
      now: clock,
      masteries: createMasteriesRepository(db),
    }),
    matchAnalysis: createMatchAnalysisService({
      analyses: createMatchAnalysisRepository(db),
      now: clock,
    }),
  };
}

/**
 * A match's scoreboard, timeline and build, and everyone's rank in it (read from Riot in the
 * background for the players we hold nothing fresh for).
 */
function matchServices({ db, riot, log, shared, clock }: ServiceContext, parts: PlayerParts) {
  const cache = shared?.answerCache ?? memoryAnswerCache;
  const matches = createMatchesService({
    riot: riot.client,
    matches: parts.matches,
    ingestion: parts.ingestion,
    games: parts.games,
    log: log.child({ module: 'matches' }),
    cache,
    quota: parts.coldQuota,
    now: clock,
  });
  const matchRanks = createMatchRanksService({
    matches,
    ranks: createParticipantRanksRepository(db),
    riot: riot.client,
    cache,
    log: log.child({ module: 'match-ranks' }),
    now: clock,
  });
  return { matches, matchRanks };
}

/**
 * The rest of the site: champions, guides, search, examples, page views, the dashboard, art, SEO.
 */
function siteServices(
  context: ServiceContext,
  parts: { games: GameDataCatalog; championData: DataVersion; guidesData: DataVersion },
) {
  const { config, db, riot, log, clock } = context;
  const { games, championData } = parts;
  const augmentNames = startAugmentNames(config, log.child({ module: 'cdragon' }));
  const championAnswers = championServices(context, { games, championData, augmentNames });
  return {
    analytics: createAnalyticsService({
      analytics: createAnalyticsRepository(db),
      publicUrl: config.http.publicUrl,
    }),
    adminStats: createAdminStatsService({ stats: createAdminStatsRepository(db) }),
    examplePlayers: createExamplePlayersService({
      db,
      // The demo's examples are the simulator's sample players unless configured.
      configured:
        config.examplePlayers ??
        riot.sim?.world.samplePlayers.map((p) => ({
          region: p.platform,
          game_name: p.gameName,
          tag_line: p.tagLine,
        })),
      now: clock,
    }),
    search: createSearchService({
      search: createSearchRepository(db),
      log: log.child({ module: 'search' }),
    }),
    ...championAnswers,
    // The published guides beside today's figures over the tier list's patch (docs/guides.md).
    guides: createGuideReadingService({ ...context, ...parts, ...championAnswers }),
    augmentNames,
    ddragonImages: artProxy(context, augmentNames),
    seo: createSeoService({
      site: config.http.publicUrl,
      seo: createSeoRepository({ db, games, augments: augmentNames }),
      gaMeasurementId: config.analytics.gaMeasurementId,
    }),
  };
}

/** The tier list, champion, matchup, rune and item pages, over the champion aggregates. */
function championServices(
  { db, clock }: ServiceContext,
  {
    games,
    championData,
    augmentNames,
  }: { games: GameDataCatalog; championData: DataVersion; augmentNames: AugmentNames },
) {
  const facets = createSliceFacetsRepository(db);
  const champions = createChampionsService({
    champions: createChampionsRepository(db),
    kept: facets,
    games,
    now: clock,
    data: championData,
  });
  const matchups = createMatchupService({
    matchups: createMatchupsRepository(db),
    champions,
    games,
    now: clock,
    data: championData,
  });
  const buildPages = createBuildPagesService({
    facets,
    champions,
    games,
    now: clock,
    data: championData,
  });
  const champion = createChampionsRepository(db);
  const arena = createArenaService({
    facets,
    patches: () => champion.dataSlices([ARENA_QUEUE]),
    games,
    augments: augmentNames,
    now: clock,
    data: championData,
  });
  return { champions, matchups, buildPages, arena };
}

/**
 * Data Dragon's art and Arena augments' icons from our origin, its fetches from the CDNs counted
 * (docs/architecture.md).
 */
function artProxy(context: ServiceContext, augments: AugmentNamesSource) {
  const { config, riot, log } = context;
  const { cdragonUrl } = config.riot;
  // Art fetched from Data Dragon's CDN and Community Dragon, per address and for the whole site.
  const artFetches = (max: number, name: string) =>
    addressQuota(context, { name, max, windowMs: UPSTREAM_FETCH_WINDOW_MS });
  return createDdragonImages({
    // Profile icons are drawn at their own version (docs/product.md, Constants), the rest at the loaded one.
    versions: [riot.ddragon.version, PROFILE_ICON_VERSION],
    cacheDir: join(config.dataDir, 'ddragon-img'),
    snapshotDir: configuredDataDragonDir(config),
    cdnBaseUrl: config.assets.ddragonCdnUrl,
    // Only the icons the loaded Community Dragon data gives: none while it is not asked.
    augments: cdragonUrl === null ? undefined : { icons: augments.iconPath, cdragonUrl },
    labels: createImageLabels(riot.ddragonByLanguage, (id, lang) => augments.ref(id, lang).name),
    log: log.child({ module: 'assets' }),
    cacheBytes: config.assets.cacheMaxBytes,
    allowance: {
      perAddress: artFetches(config.assets.fetchesPerIpPerMinute, 'art-fetches'),
      inTotal: artFetches(config.assets.fetchesPerMinute, 'art-fetches-total'),
    },
  });
}
